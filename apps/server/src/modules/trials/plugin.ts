import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dueTaskOn } from '../../lib/due-work';
import { grantOnMachine } from '../licences';
import type { TrialDeps } from './deps';
import { nextTrialMailAt, sendTrialMails } from './mails';

/** The trials' due task, by name: an extension wakes it (lib/due-work.ts). */
export const TRIAL_MAILS = 'trial e-mails';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the trials' services reach (deps.ts), built once: the routes and the lifecycle hand them over. */
    trials: TrialDeps;
  }
}

/** `app.trials`, from the app's infrastructure, the licence signer and the lease ledger; `clock` for a test's. */
export const trialsPlugin = fp(
  async (app: FastifyInstance, options: { clock?: () => Date }) => {
    app.decorate('trials', {
      db: app.db,
      clock: options.clock ?? (() => new Date()),
      storage: app.storage,
      signer: app.licences.signer,
      signedUrls: app.signedUrls,
      mail: app.mail,
      seller: app.sellerIdentity,
      config: app.config,
      // The leases module registers its ledger after this one: read when a trial converts, not now.
      leases: { startFromTrial: (tx, leaseId, machine) => app.leases.startFromTrial(tx, leaseId, machine) },
      licences: { grantOnMachine: (tx, grant) => grantOnMachine(app.licences, tx, grant) },
      events: app.shopEvents,
    });
  },
  {
    name: 'trials',
    dependencies: ['database', 'storage', 'signed-urls', 'mail', 'seller-identity', 'licences', 'webhooks'],
  },
);

/** At their time: the e-mails three days before a trial's end and at its end (docs/rules/trials.md). */
export const trialMailsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      const deps = app.trials;
      app.dueWork.add(
        TRIAL_MAILS,
        dueTaskOn(
          deps.clock,
          (now) => sendTrialMails(deps, now),
          (now) => nextTrialMailAt(deps.db, now),
        ),
      );
    }
  },
  { name: 'trial-mails', dependencies: ['trials', 'due-work'] },
);
