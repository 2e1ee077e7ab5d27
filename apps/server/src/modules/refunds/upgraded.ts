import type { Executor } from '../../lib/db/client';
import type { orderItems, RefundLine } from '../../lib/db/schema';
import { grantingUpgradeOf, refuseWhileUpgraded } from '../licences';

type LineRow = typeof orderItems.$inferSelect;

/** The order's lines these refund lines give units back of. */
function refundedItems(items: readonly LineRow[], lines: readonly RefundLine[]): LineRow[] {
  const refunded = new Set(lines.map((line) => line.orderItemId));
  return items.filter((item) => refunded.has(item.id));
}

/**
 * The upgrade still granting that ended one of the lines these refund lines give units back of, if any
 * (docs/rules/upgrades.md): refunding the lower line then would leave the buyer the target for the difference.
 */
export async function upgradeOfRefundedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
) {
  return grantingUpgradeOf(
    db,
    refundedItems(items, lines)
      .filter((item) => item.upgradedAt !== null)
      .map((item) => item.id),
  );
}

/**
 * Refuses a refund (the admin's `refund.upgraded`) or a buyer's request (`refundRequest.upgraded`) of a line an
 * upgrade ended while that upgrade grants: its order is to be refunded first, which gives the lower line back.
 */
export function refuseUpgradedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
  code: 'refund.upgraded' | 'refundRequest.upgraded',
): Promise<void> {
  return refuseWhileUpgraded(db, refundedItems(items, lines), code);
}
