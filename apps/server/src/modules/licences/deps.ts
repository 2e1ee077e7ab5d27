import type { SellerIdentity } from '@shop/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { LeaseClock } from '../../lib/payments/clock';
import type { SignedUrls } from '../../lib/storage/signed-url';
import type { FileStorage } from '../../lib/storage/storage';
import type { ShopEvents } from '../webhooks';
import type { LicenceExporter } from './exporter';
import type { LicenceSigner } from './signing';

/**
 * What the licences' services reach, each part named as the app's decoration of it (the signer is the
 * module's own), so the module's setup builds it once (`app.licences`) and a module test builds it on a
 * database copy without an app. Each service picks only the parts it uses.
 */
export interface LicenceDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'leaseGraceDays' | 'licences'>;
  signer: LicenceSigner;
  storage: Pick<FileStorage, 'get' | 'put'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueAll'>;
  /** The seller's identity the e-mails carry. */
  sellerIdentity: { current(): Promise<SellerIdentity> };
  signedUrls: Pick<SignedUrls, 'createSignedUrl'>;
  /** A lease's licence is measured against it (docs/rules/leases.md). */
  leaseClock: LeaseClock;
  /** A trial's licence is measured against it: the trials' own clock (a test's `trialClock`), docs/rules/trials.md. */
  trialClock: () => Date;
  /** The webhooks' outbox: a licence issued or revoked is an event for the owner's tools (docs/rules/webhooks.md). */
  events: ShopEvents;
}

/** Signs a lifetime licence's file and stores it: approvals, moves, upgrades, trial conversions. */
export type IssuanceDeps = Pick<LicenceDeps, 'config' | 'signer' | 'storage'>;

/** Writes the e-mails of a request: the buyer's, the admins'. */
export type LicenceMailDeps = Pick<LicenceDeps, 'config' | 'sellerIdentity'>;

/** Makes a request a live licence: its signed file, and `licence.issued` the first time. */
export type ActivationDeps = IssuanceDeps & Pick<LicenceDeps, 'events'>;

/** Signs a licence and queues its buyer's e-mail in the caller's transaction. */
export type ApprovalDeps = ActivationDeps & LicenceMailDeps & Pick<LicenceDeps, 'mail'>;

/** Answers a genuine file's current file, whatever its kind. */
export type ResolutionDeps = IssuanceDeps & Pick<LicenceDeps, 'leaseClock' | 'trialClock'>;

/** The admin's export, and what the module's setup decorates: every part, the exporters, the worker's nudge. */
export interface ExportDeps extends LicenceDeps {
  exporters: readonly LicenceExporter[];
  /** Nudges the delivery worker after an export committed. */
  kick(): void;
}
