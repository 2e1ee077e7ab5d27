/**
 * Checkout turns a cart into a payment and reports payment outcomes to the order lifecycle
 * (docs/rules/checkout.md). Other modules use this file only.
 */

import { affiliatesModule } from '../affiliates';
import { orderLifecycleModule } from '../order-lifecycle';
import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import { abandonedOrdersSchedule } from './expiry';
import { fulfilmentLimitPlugin } from './fulfilment-limit';
import { checkoutPlugin } from './plugin';
import { paymentRemindersPlugin, paymentReminderTaskPlugin } from './reminder-plugin';
import { checkoutRoutes } from './routes';
import { sellingRoutes } from './selling-routes';

// The lease module opens its own subscription checkout and bills each paid period as an order.
export { requireBillingAddress } from './billing-address';
export type { CheckoutDeps } from './deps';
export { countAbandonedOrders, expireAbandonedOrders } from './expiry';
export { expireOpenCheckoutsOf } from './open-checkouts';
export { insertPendingOrder } from './pending-order';
export type { PricedLine } from './pricing';
export { recordProviderEvents } from './provider-events';
export { paymentReminderStats } from './reminder-stats';
export { chargedLines, saleTermsOf } from './sale-terms';

export const checkoutModule: ShopModule = {
  name: 'checkout',
  needs: [orderLifecycleModule, sellerIdentityModule, affiliatesModule],
  setup: async (app, { config }) => {
    await app.register(fulfilmentLimitPlugin, { concurrency: config.fulfilmentConcurrency });
    await app.register(checkoutPlugin);
    await app.register(paymentRemindersPlugin);
  },
  routes: [checkoutRoutes, sellingRoutes],
  background: async (app, { config }) => {
    await app.register(abandonedOrdersSchedule, { enabled: config.scheduledTasksEnabled });
    await app.register(paymentReminderTaskPlugin);
  },
};
