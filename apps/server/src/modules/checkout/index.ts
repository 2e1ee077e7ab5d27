/**
 * Checkout turns a cart into a payment and reports payment outcomes to the order lifecycle
 * (docs/rules/checkout.md). Other modules use this file only.
 */
export { countAbandonedOrders, expireAbandonedOrders } from './expiry';
export { expireOpenCheckoutsOf } from './open-checkouts';
