/**
 * Checkout turns a cart into a payment and reports payment outcomes to the order lifecycle
 * (docs/rules/checkout.md). Other modules use this file only.
 */

// The lease module opens its own subscription checkout and bills each paid period as an order.
export { requireBillingAddress } from './billing-address';
export { countAbandonedOrders, expireAbandonedOrders } from './expiry';
export { expireOpenCheckoutsOf } from './open-checkouts';
export { insertPendingOrder } from './pending-order';
export type { PricedLine } from './pricing';
export { chargedLines, saleTermsOf } from './sale-terms';
