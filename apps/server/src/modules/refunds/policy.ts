import type { ErrorCode } from '@shop/i18n';
import type { RefundLine } from '../../lib/db/schema';
import { proratedUnitsCents } from '../coupons';

// The money-back window is an entitlement rule (docs/rules/entitlements.md); kept here for refunds' callers.
export { daysSincePayment, isPastPolicy, refundDeadline } from '../entitlements';

/** An order line as planning sees it: `taken` units are refunded already or reserved by a refund under way. */
export interface PlannableLine {
  id: string;
  unitPriceCents: number;
  quantity: number;
  /** The line's share of the order's coupon discount, all units together (docs/rules/coupons.md). */
  discountCents: number;
  taken: number;
}

export type RefundPlan =
  | { ok: true; lines: RefundLine[]; amountCents: number }
  | { ok: false; code: ErrorCode; params?: Record<string, number> };

/**
 * What a refund gives back. Without `requested`, everything left: every unit not taken yet and all the money
 * left (an earlier amount-only refund from the Stripe dashboard took money but no unit). With `requested`,
 * those units at their order price less their prorated share of the coupon's discount, never more units than
 * are left on a line, and at most the money left: after an amount-only refund, units whose price is more than
 * what is left give back what is left, as a full refund does (the customer area offers the request; refusing
 * it as `nothingLeft` told a buyer owed money that nothing was left).
 */
export function planRefund(
  lines: PlannableLine[],
  requested: { itemId: string; quantity: number }[] | undefined,
  leftCents: number,
): RefundPlan {
  if (!requested) {
    const all = lines
      .filter((line) => line.quantity > line.taken)
      .map((line) => ({ orderItemId: line.id, quantity: line.quantity - line.taken }));
    if (leftCents <= 0) return { ok: false, code: 'refund.nothingLeft' };
    return { ok: true, lines: all, amountCents: leftCents };
  }
  const wanted = new Map<string, number>();
  for (const entry of requested) wanted.set(entry.itemId, (wanted.get(entry.itemId) ?? 0) + entry.quantity);
  const planned: RefundLine[] = [];
  let amountCents = 0;
  for (const [itemId, quantity] of wanted) {
    const line = lines.find((candidate) => candidate.id === itemId);
    if (!line) return { ok: false, code: 'refund.unknownLine' };
    const left = line.quantity - line.taken;
    if (quantity > left) return { ok: false, code: 'refund.tooMany', params: { left } };
    planned.push({ orderItemId: itemId, quantity });
    amountCents += proratedUnitsCents(line, line.taken, quantity);
  }
  if (amountCents <= 0 || leftCents <= 0) return { ok: false, code: 'refund.nothingLeft' };
  return { ok: true, lines: planned, amountCents: Math.min(amountCents, leftCents) };
}
