/**
 * The order lifecycle (docs/rules/orders.md): the one module that changes an order's state. Checkout,
 * refunds, the back-office, accounts and maintenance use this file only.
 */
import { invoicesModule } from '../invoices';
import { ninjaTraderDeliveryModule } from '../ninjatrader-delivery';
import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import { webhooksModule } from '../webhooks';
import { adminOrderRoutes } from './admin/routes';
import { forgetUser } from './forget-user';

export { selectOrderSummaries, type ViesRecheckDays } from './admin/summary';
export type { AuditActor } from './deps';
export { OrderLifecycle } from './lifecycle';
export type { ProviderPayment, RecordedRefundFacts, TransitionResult } from './results';

import { orderLifecyclePlugin } from './plugin';

export { type NewOrder, type NewOrderLine, openOrder, setCheckoutSession } from './placement';
export { automaticRefundReason, type ProviderRefund } from './provider-refunds';
export { awaitingPayment, lockOrder, lockOrders, setDelivered } from './store';
export { grantingStates, type LifecycleState, type OrderStatus } from './transitions';
export {
  claimViesRechecks,
  type LaterViesAnswer,
  nextViesRecheckAt,
  recordLaterVies,
  reopenLaterVies,
  type ViesRecheckWindow,
} from './vies-answer';

export const orderLifecycleModule: ShopModule = {
  name: 'order-lifecycle',
  needs: [invoicesModule, sellerIdentityModule, ninjaTraderDeliveryModule, webhooksModule],
  setup: async (app) => {
    await app.register(orderLifecyclePlugin);
  },
  forgetUser,
  adminRoutes: [adminOrderRoutes],
};
