import { type CouponCheck, type CouponCheckRequest, money } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import { priceCartFor } from './buyer-pricing';
import { priceCoupon } from './coupon-lines';
import type { BuyerPricingDeps } from './deps';
import { totalOf } from './pricing';

/**
 * The cart's coupon field (docs/rules/coupons.md): the cart priced as checkout would price it, and what the
 * coupon takes off for this buyer now, or its translated refusal. Nothing is reserved: checkout does that.
 */
export async function checkCoupon(
  deps: BuyerPricingDeps,
  user: AuthenticatedUser,
  request: CouponCheckRequest,
  language: Language,
): Promise<CouponCheck> {
  const { terms, lines } = await priceCartFor(deps, deps.db, user.id, request, language);
  const { currency } = terms;
  const priced = await priceCoupon(deps.db, user.id, request.code, lines, false, currency);
  return {
    code: priced.coupon!.code,
    discount: money(priced.coupon!.discountCents, currency),
    subtotal: money(totalOf(lines), currency),
    total: money(totalOf(priced.lines), currency),
  };
}
