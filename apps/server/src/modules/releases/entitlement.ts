import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders, subscriptions } from '../../lib/db/schema';
import { latestPaidPeriod, leaseEntitles, updatesUntil } from '../licences';

/**
 * A line fully given back by a refund grants nothing any more (docs/rules/refunds.md), a lease's period
 * order grants nothing for life (docs/rules/leases.md), and a line an upgrade ended grants nothing since
 * (docs/rules/upgrades.md).
 */
export const stillOwned = and(
  gt(orderItems.quantity, orderItems.refundedQuantity),
  isNull(orders.subscriptionId),
  isNull(orderItems.upgradedAt),
);

/** What decides whether a lease entitles its holder now (docs/rules/leases.md). */
export interface LeaseTerms {
  graceDays: number;
  now: Date;
}

/**
 * Which releases of a product a buyer may download (docs/rules/releases.md): those published up to `until`,
 * every one when `until` is null. `orderId` is the order that grants it (the download log names it).
 */
export interface ReleaseEntitlement {
  until: Date | null;
  orderId: string | null;
}

export const entitles = (entitlement: ReleaseEntitlement, publishedAt: Date) =>
  entitlement.until === null || publishedAt.getTime() <= entitlement.until.getTime();

/**
 * Per product of `productIds` the buyer holds: a lifetime line (every release), lifetime lines with updates
 * (releases up to the latest `updatesUntil` among them), or a lease entitling them now (every release). A
 * refunded line or an ended lease grants none.
 */
export async function releaseEntitlements(
  db: Executor,
  userId: string,
  productIds: string[],
  terms: LeaseTerms,
): Promise<Map<string, ReleaseEntitlement>> {
  const result = new Map<string, ReleaseEntitlement>();
  if (productIds.length === 0) return result;
  const lines = await db
    .select({
      productId: orderItems.productId,
      orderId: orders.id,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      updatesMonths: orderItems.updatesMonths,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.isPaid, true),
        stillOwned,
        inArray(orderItems.productId, productIds),
      ),
    )
    .orderBy(desc(orders.paidAt));
  for (const line of lines) {
    const until = updatesUntil(line.paidAt ?? line.createdAt, line.updatesMonths);
    const known = result.get(line.productId);
    if (!known) result.set(line.productId, { until, orderId: line.orderId });
    else if (known.until !== null && (until === null || until > known.until)) {
      result.set(line.productId, { until, orderId: line.orderId });
    }
  }
  const leases = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.productId, productIds)));
  for (const lease of leases) {
    if (!leaseEntitles(lease, terms.graceDays, terms.now)) continue;
    if (result.get(lease.productId)?.until === null) continue;
    result.set(lease.productId, { until: null, orderId: await latestPaidPeriod(db, lease.id) });
  }
  return result;
}
