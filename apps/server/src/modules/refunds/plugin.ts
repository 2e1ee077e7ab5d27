import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RefundDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts refunding reaches (deps.ts), built once: the refund routes, events and requests hand them over. */
    refunds: RefundDeps;
  }
}

/** `app.refunds`, from the app's parts and the order lifecycle and lease ledger it reports to. */
export const refundsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('refunds', {
      db: app.db,
      payments: app.payments,
      lifecycle: app.orderLifecycle,
      // The leases module registers its ledger after this one: read when a refund stops a lease, not now.
      leases: { stopForRefund: (leaseId, options) => app.leases.stopForRefund(leaseId, options) },
      log: app.log,
    } satisfies RefundDeps);
  },
  { name: 'refunds', dependencies: ['database', 'payments', 'order-lifecycle'] },
);
