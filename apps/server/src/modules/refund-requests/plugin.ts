import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RefundRequestDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts refund requests reach (deps.ts), built once: the buyer's and the back-office's routes use it. */
    refundRequests: RefundRequestDeps;
  }
}

/** `app.refundRequests`, from the app's parts and the refunds' own. */
export const refundRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('refundRequests', {
      db: app.db,
      mail: app.mail,
      supportAddress: app.supportAddress,
      seller: app.sellerIdentity,
      refunds: app.refunds,
    } satisfies RefundRequestDeps);
  },
  { name: 'refund-requests', dependencies: ['database', 'mail', 'seller-identity', 'refunds'] },
);
