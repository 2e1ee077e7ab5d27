import type { OrderStatus } from '@shop/contracts';
import type { OrderRow } from './service';

/**
 * The state an order is in: the status column, plus `unmarked` for an order an admin marked unpaid. The
 * column stays `pending` for it (the API and its readers see an unpaid order) and `orders.unmarked_at`
 * tells the two apart: a human decision must outlive any later payment fact. Read here, below the
 * lifecycle that moves it, so that the documents' routes can read it too.
 */
export type LifecycleState = OrderStatus | 'unmarked';

/** An order's lifecycle state, from its status column and the admin's unmark mark. */
export function stateOf(order: Pick<OrderRow, 'status' | 'unmarkedAt'>): LifecycleState {
  return order.status === 'pending' && order.unmarkedAt ? 'unmarked' : order.status;
}
