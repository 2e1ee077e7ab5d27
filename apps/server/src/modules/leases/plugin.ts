import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleTask } from '../../lib/schedule';
import { sendLeaseGraceMails } from './grace-mails';
import { type LeaseLedger, leaseLedger } from './ledger';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other modules may do to a lease (the one writer of `subscriptions`, docs/rules/leases.md). */
    leases: LeaseLedger;
  }
}

/** The lease ledger, built from the app's named parts, for the order lifecycle, refunds and trials. */
export const leaseLedgerPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('leases', leaseLedger({ db: app.db, payments: app.payments, log: app.log }));
  },
  { name: 'lease-ledger', dependencies: ['database', 'payments'] },
);

/** Hourly: the grace-period e-mails of leases whose renewal failed (docs/rules/leases.md). */
export const leaseGraceMailsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      scheduleTask(app, 'lease grace e-mails', 60 * 60_000, () => sendLeaseGraceMails(app));
    }
  },
  { name: 'lease-grace-mails', dependencies: ['database', 'mail', 'seller-identity'] },
);
