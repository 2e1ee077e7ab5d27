import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { refunds } from '../../lib/db/schema';
import type { LineRow } from './grants';

/**
 * The units of each of these lines that a refund still under way gives back: reserved by an admin's refund
 * (`requested`) and not yet recorded (docs/rules/refunds.md). They count as given back already, or a line could
 * be upgraded, or depended on, in the moment its refund is on its way.
 */
export async function unitsUnderRefund(
  db: Executor,
  lines: readonly Pick<LineRow, 'id' | 'orderId'>[],
): Promise<Map<string, number>> {
  const units = new Map<string, number>();
  if (lines.length === 0) return units;
  const underWay = await db
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(
      and(
        inArray(refunds.orderId, [...new Set(lines.map((line) => line.orderId))]),
        eq(refunds.status, 'requested'),
      ),
    );
  const wanted = new Set(lines.map((line) => line.id));
  for (const refunded of underWay.flatMap((refund) => refund.lines)) {
    if (!wanted.has(refunded.orderItemId)) continue;
    units.set(refunded.orderItemId, (units.get(refunded.orderItemId) ?? 0) + refunded.quantity);
  }
  return units;
}
