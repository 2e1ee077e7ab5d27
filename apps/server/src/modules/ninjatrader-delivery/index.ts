/**
 * Delivery through NinjaTrader's own licensing (issue 46, docs/rules/vendor-licences.md): the licences to create
 * and revoke for products licensed by NinjaTrader, behind `VendorLicenceDelivery`. Checkout and leases ask it for
 * the buyer's NinjaTrader e-mail; the order lifecycle reports payments and ends to it.
 */
import type { ShopModule } from '../shop-module';
import { vendorLicencePlugin } from './plugin';
import { adminVendorLicenceRoutes, vendorLicenceRoutes } from './routes';

export { ninjaTraderEmailFor } from './checkout-email';
export { ManualDeliveryList, type VendorLicenceDelivery, type VendorLicenceRequest } from './delivery';
export { ordersEnded, ordersPaid, revokeEndedLeases, type VendorLicenceSyncDeps } from './sync';

export const ninjaTraderDeliveryModule: ShopModule = {
  name: 'ninjatrader-delivery',
  setup: async (app) => {
    await app.register(vendorLicencePlugin);
  },
  routes: [vendorLicenceRoutes],
  adminRoutes: [adminVendorLicenceRoutes],
};
