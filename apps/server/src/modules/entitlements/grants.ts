import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders, subscriptions } from '../../lib/db/schema';
import { leaseEntitles } from './leases';

export type LineRow = typeof orderItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/**
 * `liveLine` (docs/rules/entitlements.md): a line of a paid order (a free one is paid at 0) that still has a
 * unit not given back, that no upgrade ended, and that is not a lease's period (a period grants for its lease
 * only, `liveLease`). A bundle's contained line and an upgrade's line are lines like any other.
 */
export const liveLine: SQL = and(
  eq(orders.isPaid, true),
  gt(orderItems.quantity, orderItems.refundedQuantity),
  isNull(orderItems.upgradedAt),
  isNull(orders.subscriptionId),
)!;

/**
 * A line that is not a bundle's own: a bundle's line grants its contained lines, listed and downloaded instead of
 * it (docs/rules/bundles.md).
 */
export const notABundleLine: SQL = sql`not exists (select 1 from ${orderItems} as contained where contained.bundle_item_id = ${orderItems.id})`;

/**
 * `lineSeats`: the licences a line grants. Its units not given back, except a contained line whose indicator the
 * bundle took credit for (`creditedItemId`): the credited line keeps that seat, so the bundle adds none.
 */
export function lineSeats(line: Pick<LineRow, 'quantity' | 'refundedQuantity' | 'creditedItemId'>): number {
  if (line.creditedItemId !== null) return 0;
  return Math.max(0, line.quantity - line.refundedQuantity);
}

/**
 * The buyer's live lines (`liveLine`), newest payment first, optionally of some products only: what checkout
 * credits and upgrades from, and what releases, downloads and reviews read.
 */
export async function liveLines(
  db: Executor,
  query: { userId: string; productIds?: readonly string[]; where?: SQL },
): Promise<{ line: LineRow; order: OrderRow }[]> {
  if (query.productIds?.length === 0) return [];
  return db
    .select({ line: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, query.userId),
        liveLine,
        query.productIds ? inArray(orderItems.productId, [...query.productIds]) : undefined,
        query.where,
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id));
}

/** What decides whether a lease entitles its holder now (docs/rules/leases.md). */
export interface LeaseTerms {
  graceDays: number;
  now: Date;
}

/** `liveLease`: the buyer's leases of these products that entitle them at `terms.now` (grace included). */
export async function liveLeases(
  db: Executor,
  query: { userId: string; productIds: readonly string[] },
  terms: LeaseTerms,
) {
  if (query.productIds.length === 0) return [];
  const leases = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, query.userId), inArray(subscriptions.productId, [...query.productIds])),
    );
  return leases.filter((lease) => leaseEntitles(lease, terms.graceDays, terms.now));
}

/**
 * `holdsProduct`: whether the buyer holds the product now, through a live line (bought, free, in a bundle, an
 * upgrade) or a lease that entitles them. What a verified buyer is (docs/rules/reviews.md).
 */
export async function holdsProduct(
  db: Executor,
  query: { userId: string; productId: string },
  terms: LeaseTerms,
): Promise<boolean> {
  const lines = await liveLines(db, { userId: query.userId, productIds: [query.productId] });
  if (lines.length > 0) return true;
  const leases = await liveLeases(db, { userId: query.userId, productIds: [query.productId] }, terms);
  return leases.length > 0;
}
