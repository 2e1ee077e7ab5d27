import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from '../../lib/db/client';
import type { AffiliateDeps } from './deps';
import { settleOrders } from './ledger';
import { checkPaidCards, type PaidCard } from './own-card';
import { referralCookieSecret } from './referral-cookie';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the affiliate programme's services reach (deps.ts), built once. */
    affiliateDeps: AffiliateDeps;
    /**
     * The own-card rule (own-card.ts), told each card payment once it is committed: by checkout for a one-off
     * order, by the leases for a period.
     */
    ownCardRule: (paid: readonly PaidCard[]) => Promise<void>;
  }
}

/**
 * The commission ledger as the order lifecycle reaches it (docs/rules/affiliates.md): every order that moved,
 * reported in the moving transaction. Built from its parts by the lifecycle's own setup, so the lifecycle
 * needs no start-up order with this module.
 */
export function affiliateLedger(deps: Pick<AffiliateDeps, 'config' | 'clock' | 'events'>) {
  return {
    ordersMoved: async (tx: Transaction, orderIds: readonly string[]) =>
      settleOrders(tx, orderIds, {
        homeVatRateBps: Math.round(deps.config.vatRatePercent * 100),
        now: await deps.clock.now(tx),
        events: deps.events,
      }),
  };
}

/**
 * `app.affiliateDeps`, from the app's database, settings, secrets, lease clock and the webhooks' outbox, and
 * `app.ownCardRule`, which also asks the payment provider for the paying card.
 */
export const affiliatesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('affiliateDeps', {
      db: app.db,
      config: app.config,
      cookieSecret: referralCookieSecret(app.secrets.jwt),
      clock: app.leaseClock,
      events: app.shopEvents,
    } satisfies AffiliateDeps);
    const ownCardDeps = {
      db: app.db,
      payments: app.payments,
      config: app.config,
      clock: app.leaseClock,
      log: app.log,
      events: app.shopEvents,
    };
    app.decorate('ownCardRule', (paid: readonly PaidCard[]) => checkPaidCards(ownCardDeps, paid));
  },
  { name: 'affiliates', dependencies: ['database', 'payments', 'webhooks'] },
);
