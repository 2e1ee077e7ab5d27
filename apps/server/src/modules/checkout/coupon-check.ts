import type { CouponCheck, CouponCheckRequest } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import { centsToEuros } from '../../lib/money';
import { priceForBuyer } from './buyer-pricing';
import { priceCoupon } from './coupon-lines';
import type { BuyerPricingDeps } from './deps';
import { totalOf } from './pricing';
import { saleTermsOf } from './sale-terms';

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
  const currency = request.currency ?? 'eur';
  const terms = await saleTermsOf(deps, deps.db, user.id, false, currency);
  const lines = await priceForBuyer(deps, deps.db, user.id, request.cartItems, language, terms);
  const { lines: discounted, coupon } = await priceCoupon(
    deps.db,
    user.id,
    request.code,
    lines,
    false,
    currency,
  );
  return {
    code: coupon!.code,
    discount: centsToEuros(coupon!.discountCents),
    subtotal: centsToEuros(totalOf(lines)),
    total: centsToEuros(totalOf(discounted)),
  };
}
