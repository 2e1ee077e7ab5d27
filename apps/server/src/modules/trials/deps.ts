import type { AppConfig } from '../../config';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { SignedUrls } from '../../lib/storage/signed-url';
import type { FileStorage } from '../../lib/storage/storage';
import type { MachineGrant, TrialFileSigner } from '../licences';
import type { CurrentSeller } from '../seller-identity';
import type { ShopEvents } from '../webhooks';

/**
 * What a purchase's conversion asks of licences (docs/rules/trials.md), the owner of licence requests: the
 * order's line granted on the trial's machine, in the caller's transaction.
 */
export interface TrialLicences {
  grantOnMachine(tx: Transaction, grant: MachineGrant): Promise<void>;
}

/**
 * The parts the trials' services reach, built once by the trials setup (`app.trials`); each service picks
 * the ones it uses, and a module test builds them on a database copy without an app.
 */
export interface TrialDeps {
  db: Database;
  /** The shop's time for trials: a start, an end, whether a trial still runs (tests move it). */
  clock: () => Date;
  storage: Pick<FileStorage, 'put'>;
  signer: TrialFileSigner;
  signedUrls: Pick<SignedUrls, 'createSignedUrl'>;
  mail: Pick<MailService, 'enqueue'>;
  seller: CurrentSeller;
  config: Pick<AppConfig, 'publicUrl'>;
  /**
   * The leases module's ledger, the one writer of its rows: a lease's paid period converts a trial by binding
   * the lease's licence to the trial's machine, unless the buyer bound one already (docs/rules/leases.md).
   */
  leases: {
    startFromTrial(
      tx: Executor,
      leaseId: string,
      machine: { machineId: string; machineName: string },
    ): Promise<void>;
  };
  licences: TrialLicences;
  /** The webhooks' outbox: a started trial is an event for the owner's tools (docs/rules/webhooks.md). */
  events: ShopEvents;
}
