import type { Currency } from '@shop/contracts';
import type { Executor } from '../../lib/db/client';
import { type AppliedCoupon, applyCoupon } from '../coupons';
import type { PricedLine } from './pricing';

/** Lines with the coupon's discount shared among them, and the coupon (none without a code). */
export interface CouponPricing {
  lines: PricedLine[];
  coupon: AppliedCoupon | null;
}

/**
 * The coupon `code` applied to the charged lines for this buyer (docs/rules/coupons.md): each line carries its
 * share of the discount. One coupon per order: the request carries one code. With `lock` (inside the
 * transaction that creates the order) the coupon's row is locked and every reservation counted, so the use
 * reserved next cannot exceed a limit.
 */
export async function priceCoupon(
  db: Executor,
  userId: string,
  code: string | undefined,
  lines: PricedLine[],
  lock = false,
  currency: Currency = 'eur',
): Promise<CouponPricing> {
  const plain = lines.map((line) => ({ ...line, discountCents: 0 }));
  if (!code) return { lines: plain, coupon: null };
  const coupon = await applyCoupon(db, { code, userId, lines, lock, currency });
  return {
    lines: plain.map((line, index) => ({ ...line, discountCents: coupon.lineDiscounts[index] ?? 0 })),
    coupon,
  };
}
