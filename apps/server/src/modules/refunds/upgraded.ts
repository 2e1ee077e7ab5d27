import { shortOrderId } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import type { orderItems, RefundLine } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { grantingUpgradeOf } from '../licences';

type LineRow = typeof orderItems.$inferSelect;

/**
 * The upgrade still granting that ended one of the lines these refund lines give units back of, if any
 * (docs/rules/upgrades.md): refunding the lower line then would leave the buyer the target for the difference.
 */
export async function upgradeOfRefundedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
) {
  const refunded = new Set(lines.map((line) => line.orderItemId));
  const upgraded = items.filter((item) => item.upgradedAt !== null && refunded.has(item.id));
  return grantingUpgradeOf(
    db,
    upgraded.map((item) => item.id),
  );
}

/**
 * Refuses a refund (the admin's `refund.upgraded`) or a buyer's request (`refundRequest.upgraded`) of a line an
 * upgrade ended while that upgrade grants: its order is to be refunded first, which gives the lower line back.
 */
export async function refuseUpgradedLines(
  db: Executor,
  items: readonly LineRow[],
  lines: readonly RefundLine[],
  code: Extract<ErrorCode, 'refund.upgraded' | 'refundRequest.upgraded'>,
): Promise<void> {
  const upgrade = await upgradeOfRefundedLines(db, items, lines);
  if (upgrade) throw new AppError(409, code, { order: shortOrderId(upgrade.orderId).toUpperCase() });
}
