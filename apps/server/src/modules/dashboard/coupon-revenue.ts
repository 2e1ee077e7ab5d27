import type { CouponRevenueRow } from '@shop/contracts';
import { and, asc, count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';
import { centsToEuros } from '../../lib/money';

/**
 * Revenue of orders that used a coupon, by coupon code (docs/rules/coupons.md): granting orders (paid or partly
 * refunded), what they brought in after their refunds and what the coupon took off them, one row per currency.
 */
export async function revenueByCoupon(db: Executor): Promise<CouponRevenueRow[]> {
  const revenue = sum(sql`${orders.totalCents} - ${orders.refundedCents}`).mapWith(Number);
  const rows = await db
    .select({
      code: sql<string>`upper(${orders.couponCode})`,
      currency: orders.currency,
      orders: count(),
      revenueCents: revenue,
      discountCents: sum(orders.discountCents).mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.isPaid, true), isNotNull(orders.couponCode)))
    .groupBy(sql`upper(${orders.couponCode})`, orders.currency)
    .orderBy(desc(revenue), asc(sql`upper(${orders.couponCode})`));
  return rows.map((row) => ({
    code: row.code,
    currency: row.currency,
    orders: row.orders,
    revenue: centsToEuros(row.revenueCents),
    discount: centsToEuros(row.discountCents),
  }));
}
