/**
 * The checkout module owns an order's life (docs/rules/orders.md): pricing, the pending order, payment,
 * fulfilment and unpaying, every status change through `order-state.ts`. Other modules use this file only.
 */
export { countAbandonedOrders, expireAbandonedOrders } from './expiry';
export { markOrderPaid, markOrderUnpaid } from './fulfilment';
export {
  canMove,
  grantingStatuses,
  moveOrder,
  type OrderStatus,
  orderTransitions,
  setDelivered,
} from './order-state';
