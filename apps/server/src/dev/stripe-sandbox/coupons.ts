import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../lib/db/client';
import { sandboxCoupons } from '../../lib/db/schema';
import { type FormValue, obj, randomId, str } from './form';

type CouponRow = typeof sandboxCoupons.$inferSelect;
type StripeError = (reply: FastifyReply, status: number, message: string, param?: string) => FastifyReply;

/** A sandbox coupon as Stripe answers it (the fields the shop's SDK calls read). */
const toStripeCoupon = (row: CouponRow): Record<string, unknown> => ({
  id: row.id,
  object: 'coupon',
  amount_off: row.amountOff,
  percent_off: row.percentOff,
  currency: row.currency,
  duration: row.durationInMonths ? 'repeating' : 'once',
  duration_in_months: row.durationInMonths,
  name: row.name,
  max_redemptions: row.maxRedemptions,
  valid: true,
  livemode: false,
  created: Math.floor(row.createdAt.getTime() / 1000),
});

/**
 * `POST /v1/coupons`, the subset the shop uses: a one-time coupon taking a fixed amount (`amount_off` with
 * `currency`) or a percentage (`percent_off`) off a session's total (docs/rules/coupons.md), or a repeating
 * one (`duration: 'repeating'`, `duration_in_months`, `name`) for a lease's save offer (docs/rules/leases.md).
 */
export function registerSandboxCoupons(
  sandbox: FastifyInstance,
  deps: { db: Database; stripeError: StripeError },
): void {
  sandbox.post('/v1/coupons', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, FormValue>;
    const amountOff = str(body.amount_off);
    const percentOff = str(body.percent_off);
    if ((amountOff === undefined) === (percentOff === undefined)) {
      return deps.stripeError(reply, 400, 'Exactly one of amount_off or percent_off is required.');
    }
    const amount = Number(amountOff);
    const percent = Number(percentOff);
    if (amountOff !== undefined && (!Number.isInteger(amount) || amount < 1 || !str(body.currency))) {
      return deps.stripeError(reply, 400, 'Invalid amount_off or missing currency.', 'amount_off');
    }
    if (percentOff !== undefined && !(percent > 0 && percent <= 100)) {
      return deps.stripeError(reply, 400, 'Invalid percent_off.', 'percent_off');
    }
    const months = str(body.duration_in_months);
    const repeating = str(body.duration) === 'repeating';
    if (repeating !== (months !== undefined) || (repeating && !(Number(months) >= 1))) {
      return deps.stripeError(reply, 400, 'A repeating coupon needs duration_in_months.', 'duration');
    }
    const maxRedemptions = str(body.max_redemptions);
    const [row] = await deps.db
      .insert(sandboxCoupons)
      .values({
        id: randomId('cpn'),
        amountOff: amountOff === undefined ? null : amount,
        percentOff: percentOff === undefined ? null : percent,
        currency: str(body.currency) ?? null,
        maxRedemptions: maxRedemptions === undefined ? null : Number(maxRedemptions),
        durationInMonths: repeating ? Number(months) : null,
        name: str(body.name) ?? null,
      })
      .returning();
    return toStripeCoupon(row!);
  });
}

/**
 * What a session's `discounts[0][coupon]` takes off its subtotal: 0 without one, undefined for an unknown
 * coupon. Stripe accepts one discount per session, as the shop sends.
 */
export async function discountOf(
  db: Database,
  discounts: FormValue | undefined,
  subtotal: number,
): Promise<{ amount: number; coupon: string | null } | undefined> {
  const list = Array.isArray(discounts) ? discounts : [];
  if (list.length === 0) return { amount: 0, coupon: null };
  const id = str(obj(list[0]).coupon);
  if (!id || list.length > 1) return undefined;
  const [coupon] = await db.select().from(sandboxCoupons).where(eq(sandboxCoupons.id, id));
  if (!coupon) return undefined;
  const off = coupon.amountOff ?? Math.round((subtotal * (coupon.percentOff ?? 0)) / 100);
  return { amount: Math.min(off, subtotal), coupon: coupon.id };
}
