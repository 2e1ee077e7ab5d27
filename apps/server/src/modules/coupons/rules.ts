import type { Currency } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n';
import type { coupons } from '../../lib/db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** How much the coupon has been used: by everyone, by this buyer, and whether the buyer has bought before. */
export interface CouponUsage {
  total: number;
  byBuyer: number;
  buyerHasBought: boolean;
}

/** A cart line as the coupon sees it: the price the buyer is charged (after VAT terms), all units together. */
export interface DiscountableLine {
  productId: string;
  unitPriceCents: number;
  quantity: number;
}

export type CouponRefusal = Extract<
  ErrorCode,
  | 'coupon.unknown'
  | 'coupon.notStarted'
  | 'coupon.expired'
  | 'coupon.usedUp'
  | 'coupon.alreadyUsed'
  | 'coupon.firstPurchaseOnly'
  | 'coupon.notApplicable'
  | 'coupon.euroOnly'
>;

export type CouponDecision =
  | {
      ok: true;
      /** The whole discount, and each line's share of it (same order as the lines). */
      discountCents: number;
      lineDiscounts: number[];
    }
  | { ok: false; code: CouponRefusal };

/**
 * Whether this coupon applies to these lines for this buyer now, and what it takes off (docs/rules/coupons.md).
 * Checked in this order: unknown or disabled, not started, expired, used up, already used by the buyer, first
 * purchase only, a fixed amount (in euros) on an order in another currency, no line it applies to. A percentage is rounded to the cent (half up) on the lines it applies
 * to; a fixed amount never takes off more than they cost. The discount is shared among those lines in
 * proportion to their amounts, rounded so the shares add up to it exactly (refunds prorate a line's share).
 */
export function decideCoupon(
  coupon: CouponRow | undefined,
  usage: CouponUsage,
  lines: readonly DiscountableLine[],
  now: Date,
  currency: Currency = 'eur',
): CouponDecision {
  if (!coupon || coupon.disabledAt) return { ok: false, code: 'coupon.unknown' };
  if (coupon.startsAt && now < coupon.startsAt) return { ok: false, code: 'coupon.notStarted' };
  if (coupon.endsAt && now >= coupon.endsAt) return { ok: false, code: 'coupon.expired' };
  if (coupon.maxUses !== null && usage.total >= coupon.maxUses) return { ok: false, code: 'coupon.usedUp' };
  if (coupon.maxUsesPerCustomer !== null && usage.byBuyer >= coupon.maxUsesPerCustomer) {
    return { ok: false, code: 'coupon.alreadyUsed' };
  }
  if (coupon.firstPurchaseOnly && usage.buyerHasBought)
    return { ok: false, code: 'coupon.firstPurchaseOnly' };
  // A fixed amount is in euros: it takes nothing off a dollar order (docs/rules/currencies.md).
  if (coupon.kind === 'amount' && currency !== 'eur') return { ok: false, code: 'coupon.euroOnly' };
  const amounts = lines.map((line) =>
    coupon.productId === null || coupon.productId === line.productId
      ? line.unitPriceCents * line.quantity
      : 0,
  );
  const eligible = amounts.reduce((sum, amount) => sum + amount, 0);
  if (eligible === 0) return { ok: false, code: 'coupon.notApplicable' };
  const discountCents =
    coupon.kind === 'percent'
      ? Math.min(eligible, Math.round((eligible * coupon.value) / 100))
      : Math.min(eligible, coupon.value);
  return { ok: true, discountCents, lineDiscounts: shareOut(discountCents, amounts) };
}

/**
 * `total` shared among `amounts` in proportion, in whole cents: each share is the rounded running total minus
 * the one before, so the shares add up to `total` and none exceeds its amount.
 */
export function shareOut(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((acc, amount) => acc + amount, 0);
  if (sum === 0) return amounts.map(() => 0);
  let running = 0;
  let given = 0;
  return amounts.map((amount) => {
    running += amount;
    const upTo = Math.round((total * running) / sum);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/**
 * What refunding `units` more units of a line gives back when `taken` units were refunded already: those units
 * at their price less their share of the line's discount, rounded so the refunds of every unit add up to the
 * line's amount after the discount exactly.
 */
export function proratedUnitsCents(
  line: { unitPriceCents: number; quantity: number; discountCents: number },
  taken: number,
  units: number,
): number {
  const paid = line.unitPriceCents * line.quantity - line.discountCents;
  const upTo = (count: number) => Math.round((paid * count) / line.quantity);
  return upTo(taken + units) - upTo(taken);
}
