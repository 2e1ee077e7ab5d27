import type { Executor } from '../../lib/db/client';
import type { LineRow, OrderRow } from './grants';
import type { Refusal } from './refund-window';
import { unitsUnderRefund } from './refunds-under-way';

/** A lower line a buyer asks to upgrade from, with its order. */
export interface UpgradeSource {
  line: Pick<LineRow, 'id' | 'orderId' | 'quantity' | 'refundedQuantity' | 'upgradedAt'>;
  order: Pick<OrderRow, 'userId' | 'isPaid' | 'subscriptionId'>;
}

/**
 * `upgradeSourceRefusals` (docs/rules/entitlements.md, upgrades.md): why the buyer may not upgrade from each of
 * these lines now, null when they may. Checkout's upgrade line refuses with this answer and the upgrade offers
 * list only the lines it accepts. The line's order must be the buyer's and paid (not refunded, cancelled or
 * unmarked), not a lease's period; the line not upgraded already, and holding seats once the units of a refund
 * under way are counted as given back. The path and its window are the catalogue's and checkout's part.
 */
export async function upgradeSourceRefusals(
  db: Executor,
  buyerId: string,
  sources: readonly UpgradeSource[],
): Promise<Map<string, Refusal | null>> {
  const reserved = await unitsUnderRefund(
    db,
    sources.map(({ line }) => line),
  );
  const answers = new Map<string, Refusal | null>();
  for (const { line, order } of sources) {
    answers.set(line.id, sourceRefusal(line, order, reserved.get(line.id) ?? 0, buyerId));
  }
  return answers;
}

function sourceRefusal(
  line: UpgradeSource['line'],
  order: UpgradeSource['order'],
  reserved: number,
  buyerId: string,
): Refusal | null {
  if (order.userId !== buyerId || !order.isPaid) return { code: 'upgrade.notOwned' };
  if (order.subscriptionId) return { code: 'upgrade.leaseOrder' };
  if (line.quantity - line.refundedQuantity <= 0) return { code: 'upgrade.notOwned' };
  if (line.upgradedAt) return { code: 'upgrade.alreadyUpgraded' };
  // The upgrade covers every seat left: a refund under way of any of them would break it at payment.
  if (reserved > 0) return { code: 'upgrade.refundUnderWay' };
  return null;
}
