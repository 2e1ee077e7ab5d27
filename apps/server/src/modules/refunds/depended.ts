import type { Executor } from '../../lib/db/client';
import type { orderItems, RefundLine } from '../../lib/db/schema';
import { dependentOrder, refuseWhileDepended } from '../entitlements';

type LineRow = typeof orderItems.$inferSelect;

/** The order's lines these refund lines give units back of. */
function refundedItems(items: readonly LineRow[], lines: readonly RefundLine[]): LineRow[] {
  const refunded = new Set(lines.map((line) => line.orderItemId));
  return items.filter((item) => refunded.has(item.id));
}

/**
 * The standing order that depends on one of the lines these refund lines give units back of, if any: an upgrade
 * that ended it, a bundle that took credit for it (docs/rules/entitlements.md).
 */
export function dependentOfRefundedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
) {
  return dependentOrder(
    db,
    refundedItems(items, lines).map((item) => item.id),
  );
}

/**
 * Refuses a refund (the admin's) or a buyer's request of a line a later order depends on while it stands: that
 * order is to be refunded first (`refund.upgraded` / `refund.credited`, `refundRequest.*` for a request).
 */
export function refuseDependedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
  way: 'refund' | 'refundRequest',
): Promise<void> {
  return refuseWhileDepended(db, refundedItems(items, lines), way);
}
