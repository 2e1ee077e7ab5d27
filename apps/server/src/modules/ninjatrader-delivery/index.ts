/**
 * Delivery through NinjaTrader's own licensing (issue 46, docs/rules/vendor-licences.md): the licences to create
 * and revoke for products licensed by NinjaTrader, behind `VendorLicenceDelivery`. Checkout and leases ask it for
 * the buyer's NinjaTrader e-mail; the order lifecycle reports payments and ends to it.
 */
import type { ShopModule } from '../shop-module';
import { ManualDeliveryList, type VendorLicenceDelivery } from './delivery';
import { forgetVendorLicences } from './forget-user';
import { vendorLicencePlugin } from './plugin';
import { adminVendorLicenceRoutes, vendorLicenceRoutes } from './routes';

export { ninjaTraderEmailFor } from './checkout-email';
export { ManualDeliveryList, type VendorLicenceDelivery, type VendorLicenceRequest } from './delivery';
export { ordersEnded, ordersPaid, revokeEndedLeases, type VendorLicenceSyncDeps } from './sync';

/** Today's delivery: the back-office list (stateless, so one serves every event and account closing). */
const delivery: VendorLicenceDelivery = new ManualDeliveryList();

export const ninjaTraderDeliveryModule: ShopModule = {
  name: 'ninjatrader-delivery',
  setup: async (app) => {
    await app.register(vendorLicencePlugin, { delivery });
  },
  forgetUser: forgetVendorLicences(delivery),
  routes: [vendorLicenceRoutes],
  adminRoutes: [adminVendorLicenceRoutes],
};
