import type { Currency } from '@shop/contracts';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { couponRedemptions, coupons, orders } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import { type CouponRow, type CouponUsage, type DiscountableLine, decideCoupon } from './rules';

/** A coupon applied to a cart: which one, its code, and each line's share of the discount. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountCents: number;
  lineDiscounts: number[];
}

/** Uses that count against the limits: reserved by a checkout under way, or redeemed by a paid order. */
const counting = inArray(couponRedemptions.status, ['reserved', 'redeemed']);

/**
 * The coupon's uses. `ownPendingToo` false leaves out the buyer's own reservations: a new checkout hands back
 * or expires the buyer's earlier ones (releasing them) before it reserves, so they must not refuse it.
 */
async function usageOf(
  db: Executor,
  coupon: CouponRow,
  userId: string,
  ownPendingToo: boolean,
): Promise<CouponUsage> {
  const counted = ownPendingToo
    ? counting
    : or(
        eq(couponRedemptions.status, 'redeemed'),
        and(eq(couponRedemptions.status, 'reserved'), ne(couponRedemptions.userId, userId)),
      );
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byBuyer: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), counted));
  const bought = coupon.firstPurchaseOnly
    ? await db.$count(
        orders,
        and(
          eq(orders.userId, userId),
          isNotNull(orders.paidAt),
          // A free product taken is no purchase; an order a coupon made free is one.
          or(eq(orders.isFree, false), isNotNull(orders.couponId)),
        ),
      )
    : 0;
  return { total: counts?.total ?? 0, byBuyer: counts?.byBuyer ?? 0, buyerHasBought: bought > 0 };
}

const byCode = (code: string) => sql`upper(${coupons.code}) = ${code.toUpperCase()}`;

/** The coupon with this code, whatever its case, or undefined (the affiliate programme ties one to a partner). */
export async function couponIdByCode(db: Executor, code: string): Promise<string | undefined> {
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(byCode(code));
  return coupon?.id;
}

/** The codes of these coupons, by id (a partner's tied coupon, shown in their area and the back-office). */
export async function couponCodes(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/**
 * What the coupon `code` takes off these lines for this buyer now, or the translated refusal (400 `coupon.*`).
 * Without `lock` (the cart's check, the checkout's first pricing) the buyer's own reservations are not counted.
 * With `lock`, every reservation is counted and the coupon's row is locked until the caller's transaction ends, so the uses counted cannot
 * change before the caller reserves one (`reserveCoupon`): two checkouts of a coupon with one use left are
 * served one after the other, and the second is refused.
 */
export async function applyCoupon(
  db: Executor,
  input: {
    code: string;
    userId: string;
    lines: readonly DiscountableLine[];
    lock?: boolean;
    currency?: Currency;
  },
): Promise<AppliedCoupon> {
  const query = db.select().from(coupons).where(byCode(input.code));
  const [coupon] = input.lock ? await query.for('update') : await query;
  const usage = coupon
    ? await usageOf(db, coupon, input.userId, input.lock ?? false)
    : { total: 0, byBuyer: 0, buyerHasBought: false };
  const decision = decideCoupon(coupon, usage, input.lines, new Date(), input.currency);
  if (!decision.ok) throw badRequest(decision.code);
  return {
    couponId: coupon!.id,
    code: coupon!.code,
    discountCents: decision.discountCents,
    lineDiscounts: decision.lineDiscounts,
  };
}

/**
 * Reserves one use of the coupon for the order, in the transaction that created the order and locked the coupon
 * (`applyCoupon` with `lock`): from now on it counts against the limits, until it is released.
 */
export async function reserveCoupon(
  tx: Executor,
  input: { couponId: string; orderId: string; userId: string; discountCents: number },
): Promise<void> {
  await tx.insert(couponRedemptions).values({ ...input, status: 'reserved' });
}

/**
 * The lifecycle's `redeemCoupon` effect: the orders' uses become redeemed in the transaction that marks them
 * paid. A use released meanwhile (a payment the provider took after the session failed) is taken back: the
 * buyer paid the discounted price, so the use happened.
 */
export async function redeemCoupons(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(and(inArray(couponRedemptions.orderId, [...orderIds]), ne(couponRedemptions.status, 'redeemed')));
}

/** The lifecycle's `releaseCoupon` effect: the use reserved by an order whose payment will not come back. */
export async function releaseCoupons(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(inArray(couponRedemptions.orderId, [...orderIds]), eq(couponRedemptions.status, 'reserved')));
}
