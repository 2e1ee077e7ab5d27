/**
 * Leases: monthly and yearly subscriptions to a product on Stripe Billing (docs/rules/leases.md). Each paid
 * period is billed as an order through checkout and the order lifecycle; other modules use this file only.
 * It alone writes `subscriptions`: others report to it through `app.leases` (`LeaseLedger`), each call one
 * event of its table (`transitions.ts`).
 */
import { affiliatesModule } from '../affiliates';
import { orderLifecycleModule } from '../order-lifecycle';
import type { ShopModule } from '../shop-module';
import { webhooksModule } from '../webhooks';
import { adminLeaseRoutes } from './admin-routes';
import { forgetUser } from './forget-user';

export type { LeaseLedger } from './ledger';
export { leaseMetrics } from './metrics';

import { leaseGraceMailsPlugin, leaseLedgerPlugin } from './plugin';
import { leaseRoutes } from './routes';
import { leaseSaveOfferRoutes } from './save-offer-routes';

export const leasesModule: ShopModule = {
  name: 'leases',
  needs: [orderLifecycleModule, webhooksModule, affiliatesModule],
  forgetUser,
  setup: async (app) => {
    await app.register(leaseLedgerPlugin);
  },
  routes: [leaseRoutes, leaseSaveOfferRoutes],
  adminRoutes: [adminLeaseRoutes],
  background: async (app) => {
    await app.register(leaseGraceMailsPlugin);
  },
};
