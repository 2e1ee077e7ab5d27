import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { referralCookieSecret } from '../affiliates';
import type { CheckoutDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts checkout's services reach (deps.ts), built once: its routes and schedule hand them over. */
    checkout: CheckoutDeps;
  }
}

/** `app.checkout`, from the app's infrastructure, the order lifecycle, the fulfilment queue and the seller. */
export const checkoutPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('checkout', {
      db: app.db,
      payments: app.payments,
      orderLifecycle: app.orderLifecycle,
      fulfilments: app.fulfilments,
      sellerIdentity: app.sellerIdentity,
      config: app.config,
      log: app.log,
      leaseClock: app.leaseClock,
      referralSecret: referralCookieSecret(app.secrets.jwt),
    } satisfies CheckoutDeps);
  },
  {
    name: 'checkout',
    dependencies: ['database', 'payments', 'order-lifecycle', 'seller-identity', 'fulfilment-limit'],
  },
);
