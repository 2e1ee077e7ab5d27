/**
 * A buyer's refund requests (docs/rules/refunds.md): asked from the orders tab, decided in the back-office;
 * approving one refunds through modules/refunds.
 */
import { refundsModule } from '../refunds';
import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import { refundRequestsPlugin } from './plugin';
import { adminRefundRequestRoutes, refundRequestRoutes } from './routes';

export const refundRequestsModule: ShopModule = {
  name: 'refund-requests',
  needs: [sellerIdentityModule, refundsModule],
  setup: async (app) => {
    await app.register(refundRequestsPlugin);
  },
  routes: [refundRequestRoutes],
  adminRoutes: [adminRefundRequestRoutes],
};
