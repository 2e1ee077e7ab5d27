/**
 * Leases: monthly and yearly subscriptions to a product on Stripe Billing (docs/rules/leases.md). Each paid
 * period is billed as an order through checkout and the order lifecycle; other modules use this file only.
 */
import type { ShopModule } from '../shop-module';
import { adminLeaseRoutes } from './admin-routes';

export { endLeasesOfClosingAccount } from './closure';
export { leaseMetrics } from './metrics';

import { leaseGraceMailsPlugin } from './plugin';
import { leaseRoutes } from './routes';

export const leasesModule: ShopModule = {
  name: 'leases',
  routes: [leaseRoutes],
  adminRoutes: [adminLeaseRoutes],
  background: async (app) => {
    await app.register(leaseGraceMailsPlugin);
  },
};
