import type { CouponRevenueRow } from '@shop/contracts';
import { centsToEuros } from '../../lib/money';
import type { RevenueGroup } from '../stats';

/**
 * Revenue of orders that used a coupon, by coupon code (docs/rules/coupons.md): granting orders (paid or partly
 * refunded), what they brought in after their refunds and what the coupon took off them, one row per currency,
 * the largest revenue first. Read from the maintained summary's order groups.
 */
export function revenueByCoupon(groups: readonly RevenueGroup[]): CouponRevenueRow[] {
  return groups
    .filter((group) => group.kind === 'order' && group.couponCode !== '')
    .map((group) => ({
      code: group.couponCode,
      currency: group.currency,
      orders: group.entries,
      revenueCents: group.grossCents - group.refundedCents,
      discount: centsToEuros(group.discountCents),
    }))
    .sort((a, b) => b.revenueCents - a.revenueCents || a.code.localeCompare(b.code))
    .map(({ revenueCents, ...row }) => ({ ...row, revenue: centsToEuros(revenueCents) }));
}
