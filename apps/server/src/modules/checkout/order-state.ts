import type { orderStatuses } from '@shop/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';

export type OrderStatus = (typeof orderStatuses)[number];

/**
 * An order's life (docs/rules/orders.md): every status write in the server goes through `moveOrders`, which
 * refuses a move this table does not list. `paid → pending` is an admin unmarking an order; a failed or
 * expired order becomes paid when its payment went through late or an admin marks it paid by hand.
 * Refunds (docs/rules/refunds.md) move a paid order to refunded or partially refunded, a partially refunded
 * one again (a second partial refund) or to refunded; a free order is cancelled instead. Refunded and
 * cancelled are final. Delivery is a flag, not a status.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'expired'],
  paid: ['pending', 'refunded', 'partially_refunded', 'cancelled'],
  failed: ['paid'],
  expired: ['paid'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
};

/** The statuses in which an order grants its products (downloads, licences): `isPaid` is true in these. */
export const grantingStatuses: readonly OrderStatus[] = ['paid', 'partially_refunded'];

/** Statuses that keep the payment date: the order was paid once, and its refunds count from it. */
const keepsPaidAt: readonly OrderStatus[] = ['refunded', 'partially_refunded', 'cancelled'];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => orderTransitions[from].includes(to);

export class RefusedTransition extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot go from ${from} to ${to}`);
  }
}

/** Columns that travel with a move: the payment's id when paid, the refunded sum on a refund. */
export interface MoveDetails {
  paidAt?: Date;
  /** Each paid order's Stripe payment intent, by order id (none for a free order or a hand-marked one). */
  paymentIntents?: ReadonlyMap<string, string | null>;
  refundedCents?: number;
}

/**
 * Moves the orders matching `where` that are in `from` to `to`, in one conditional update (a concurrent
 * move of the same row wins or loses as a whole), and returns their ids. `isPaid` and `paidAt` follow the
 * status, so the readers of those flags never disagree with it: a refunded or cancelled order keeps the date
 * it was paid on.
 */
export async function moveOrders(
  db: Executor,
  change: { from: OrderStatus; to: OrderStatus; where: SQL | undefined; details?: MoveDetails },
): Promise<string[]> {
  const { from, to, where, details = {} } = change;
  if (!canMove(from, to)) throw new RefusedTransition(from, to);
  const paid = to === 'paid';
  const rows = await db
    .update(orders)
    .set({
      status: to,
      isPaid: grantingStatuses.includes(to),
      ...(keepsPaidAt.includes(to) ? {} : { paidAt: paid ? (details.paidAt ?? new Date()) : null }),
      ...(paid ? { stripePaymentIntentId: paymentIntentOfEach(details.paymentIntents) } : {}),
      ...(details.refundedCents === undefined ? {} : { refundedCents: details.refundedCents }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.status, from), where))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** The payment intent column of each order moved to paid, in the one update that moves them all. */
function paymentIntentOfEach(intents: ReadonlyMap<string, string | null> = new Map()): SQL | null {
  const known = [...intents].filter(([, intent]) => intent !== null);
  if (known.length === 0) return null;
  return sql`case ${orders.id} ${sql.join(
    known.map(([orderId, intent]) => sql`when ${orderId}::uuid then ${intent}`),
    sql` `,
  )} end`;
}

/** Moves one order from the status it was read with; false when it had moved meanwhile. */
export async function moveOrder(
  db: Executor,
  order: { id: string; status: OrderStatus },
  to: OrderStatus,
  details?: MoveDetails,
): Promise<boolean> {
  const moved = await moveOrders(db, { from: order.status, to, where: eq(orders.id, order.id), details });
  return moved.length === 1;
}

/** The delivered flag, set apart from the status (an admin may set it on any order). */
export async function setDelivered(db: Executor, orderId: string, delivered: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ isDelivered: delivered, deliveredAt: delivered ? new Date() : null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
