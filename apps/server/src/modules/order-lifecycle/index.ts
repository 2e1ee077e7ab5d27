/**
 * The order lifecycle (docs/rules/orders.md): the one module that changes an order's state. Checkout,
 * refunds, the back-office, accounts and maintenance use this file only.
 */
export type { AuditActor } from './deps';
export {
  OrderLifecycle,
  type ProviderPayment,
  type RecordedRefundFacts,
  type TransitionResult,
} from './lifecycle';
export { orderLifecyclePlugin } from './plugin';
export { AUTOMATIC_REFUND_REASON, type ProviderRefund } from './provider-refunds';
export { awaitingPayment, lockOrder, lockOrders, setDelivered, stateOf } from './store';
export { grantingStates, type LifecycleState, type OrderStatus } from './transitions';
