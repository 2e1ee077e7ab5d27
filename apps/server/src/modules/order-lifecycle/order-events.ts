import { and, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { invoices, orderItems, users } from '../../lib/db/schema';
import type { OrderRow } from '../orders';
import type { LifecycleDeps } from './deps';
import type { RecordedRefundFacts } from './results';

type EventDeps = Pick<LifecycleDeps, 'events'>;

/**
 * `order.paid` for each order that just became paid (a payment, or an admin marking it paid), in the moving
 * transaction and after its invoice was issued, so the event carries its number (null while it waits for the
 * seller's identity, and for a free order's receipt). Lines are the order's own: a bundle's contained lines,
 * which cost nothing apart, are left out; each line's amount is its price less its share of the coupon.
 */
export async function recordOrdersPaid(
  deps: EventDeps,
  tx: Transaction,
  paid: readonly OrderRow[],
  paidAt: Date,
): Promise<void> {
  if (paid.length === 0) return;
  const ids = paid.map((order) => order.id);
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, ids), isNull(orderItems.bundleItemId)));
  const numbers = await tx
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, ids));
  const buyers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        paid.map((order) => order.userId),
      ),
    );
  for (const order of paid) {
    const money = (amount: number) => ({ amount, currency: order.currency });
    await deps.events.record(tx, {
      type: 'order.paid',
      data: {
        orderId: order.id,
        invoiceNumber: numbers.find((row) => row.orderId === order.id)?.number ?? null,
        customer: {
          userId: order.userId,
          email: buyers.find((buyer) => buyer.id === order.userId)?.email ?? '',
        },
        total: money(order.totalCents),
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({
            productId: line.productId,
            name: line.name,
            quantity: line.quantity,
            amount: money(line.unitPriceCents * line.quantity - line.discountCents),
          })),
        paidAt: (order.paidAt ?? paidAt).toISOString(),
      },
    });
  }
}

/**
 * `order.refunded` for a recorded refund, full or partial (`full` when nothing of the order is left to give
 * back), in the refund's transaction: its amount in the order's currency.
 */
export async function recordOrderRefunded(
  deps: EventDeps,
  tx: Transaction,
  order: OrderRow,
  refund: RecordedRefundFacts,
  full: boolean,
  refundedAt: Date,
): Promise<void> {
  await deps.events.record(tx, {
    type: 'order.refunded',
    data: {
      orderId: order.id,
      refundId: refund.id,
      amount: { amount: refund.amountCents, currency: order.currency },
      full,
      refundedAt: refundedAt.toISOString(),
    },
  });
}
