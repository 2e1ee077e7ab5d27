/** The orders module reads orders; creating them and moving them through their life is checkout's. */
export {
  findVisibleOrder,
  listUserOrders,
  loadOrders,
  type OrderItemRow,
  type OrderRow,
  orderExists,
  toCreditNoteSummary,
} from './service';
