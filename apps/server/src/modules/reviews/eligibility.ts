import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders } from '../../lib/db/schema';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/**
 * The order statuses that make a buyer a verified buyer of the products on the order (docs/rules/reviews.md):
 * `paid` (a free order counts, it is paid with amount 0) and `partially_refunded`, as long as the product's
 * own line still has a unit not given back. An order unmarked, refunded or cancelled no longer qualifies.
 */
export const REVIEW_QUALIFYING_STATUSES: readonly OrderStatus[] = ['paid', 'partially_refunded'];

/** Whether the user holds an order in a qualifying status with this product on it, not wholly refunded. */
export async function isVerifiedBuyer(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orders.status, [...REVIEW_QUALIFYING_STATUSES]),
        gt(orderItems.quantity, orderItems.refundedQuantity),
      ),
    )
    .limit(1);
  return row !== undefined;
}
