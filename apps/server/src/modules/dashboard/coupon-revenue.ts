import { type CouponRevenueRow, money } from '@shop/contracts';
import type { RevenueGroup } from '../stats';

/**
 * Revenue of orders that used a coupon, by coupon code (docs/rules/coupons.md): granting orders (paid or partly
 * refunded), what they brought in after their refunds and what the coupon took off them, one row per currency
 * (each amount a Money of it), the largest revenue first within a currency. Read from the maintained summary's
 * order groups.
 */
export function revenueByCoupon(groups: readonly RevenueGroup[]): CouponRevenueRow[] {
  return groups
    .filter((group) => group.kind === 'order' && group.couponCode !== '')
    .map((group) => ({
      code: group.couponCode,
      currency: group.currency,
      orders: group.entries,
      revenue: money(group.grossCents - group.refundedCents, group.currency),
      discount: money(group.discountCents, group.currency),
    }))
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        b.revenue.amount - a.revenue.amount ||
        a.code.localeCompare(b.code),
    );
}
