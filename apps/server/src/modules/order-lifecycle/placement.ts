import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders } from '../../lib/db/schema';
import type { OrderRow } from '../orders';

/** An order as checkout opens it: its state is the lifecycle's (`pending`), never the caller's. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'isPaid' | 'paidAt' | 'unmarkedAt'>;

type LineValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'bundleItemId'>;

/** A line of a new order, with the lines a bundle line contains (docs/rules/bundles.md). */
export interface NewOrderLine extends LineValues {
  contents?: readonly LineValues[];
}

/**
 * Opens an order awaiting payment with its line snapshots, in the caller's transaction: the one place an order
 * comes to be (the lifecycle's first state, docs/rules/orders.md). Each bundle line's contained lines name it.
 */
export async function openOrder(
  tx: Executor,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<OrderRow> {
  const [opened] = await tx.insert(orders).values(order).returning();
  const orderId = opened!.id;
  const inserted = await tx
    .insert(orderItems)
    .values(lines.map(({ contents: _, ...line }) => ({ ...line, orderId })))
    .returning({ id: orderItems.id });
  const contained = lines.flatMap((line, index) =>
    (line.contents ?? []).map((content) => ({ ...content, orderId, bundleItemId: inserted[index]!.id })),
  );
  if (contained.length > 0) await tx.insert(orderItems).values(contained);
  return opened!;
}

/** Records the payment provider's session an order awaits (checkout, once the session exists). */
export async function setCheckoutSession(db: Executor, orderId: string, sessionId: string): Promise<void> {
  await db.update(orders).set({ stripeSessionId: sessionId }).where(eq(orders.id, orderId));
}
