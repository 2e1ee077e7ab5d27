import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { sandboxCoupons, sandboxSubscriptions } from '../../lib/db/schema';
import { type SubscriptionDetails, type SubscriptionRow, toStripeSubscription } from './billing-objects';
import { sandboxNow } from './clock';
import { type FormValue, obj, str } from './form';

/**
 * What a lease's save offer asks of Stripe Billing (docs/rules/leases.md), as the sandbox plays it: a pause of
 * collection (`pause_collection: { behavior: 'void', resumes_at }`: the periods roll, nothing is charged until
 * `resumes_at`) and a repeating coupon on the subscription (`discounts`: its percentage off each invoice for
 * `duration_in_months`, counted here in periods of the plan).
 */
export type SubscriptionChange =
  | { kind: 'cancelAtPeriodEnd'; cancel: boolean }
  | { kind: 'pause'; resumesAt: number | null }
  | { kind: 'discount'; coupon: string };

/** The one change a `POST /v1/subscriptions/:id` body asks; an error message for anything else. */
export function subscriptionChangeOf(
  body: Record<string, FormValue>,
): SubscriptionChange | { error: string } {
  const cancel = str(body.cancel_at_period_end);
  if (cancel === 'true' || cancel === 'false')
    return { kind: 'cancelAtPeriodEnd', cancel: cancel === 'true' };
  if (body.pause_collection !== undefined) {
    // The SDK sends `pause_collection=` (an empty string) to end a pause.
    if (str(body.pause_collection) === '') return { kind: 'pause', resumesAt: null };
    const pause = obj(body.pause_collection);
    const resumesAt = Number(str(pause.resumes_at));
    if (str(pause.behavior) !== 'void' || !Number.isInteger(resumesAt)) {
      return { error: 'The sandbox pauses with behavior void and a resumes_at time only.' };
    }
    return { kind: 'pause', resumesAt };
  }
  const coupon = str(obj(Array.isArray(body.discounts) ? body.discounts[0] : undefined).coupon);
  if (coupon) return { kind: 'discount', coupon };
  return { error: 'The sandbox updates cancel_at_period_end, pause_collection or discounts only.' };
}

/** The subscription's discount from a repeating sandbox coupon; undefined for an unknown or one-time coupon. */
export async function subscriptionDiscount(
  db: Database,
  couponId: string,
  details: SubscriptionDetails,
): Promise<SubscriptionDetails['discount'] | undefined> {
  const [coupon] = await db.select().from(sandboxCoupons).where(eq(sandboxCoupons.id, couponId));
  if (!coupon?.percentOff || !coupon.durationInMonths) return undefined;
  const monthsPerPeriod = details.interval === 'year' ? 12 : 1;
  return {
    coupon: coupon.id,
    name: coupon.name,
    percentOff: coupon.percentOff,
    periodsLeft: Math.ceil(coupon.durationInMonths / monthsPerPeriod),
  };
}

/** Whether the period starting at `at` falls in a pause: no invoice, the period rolls on. */
export const pausedAt = (details: SubscriptionDetails, at: number) =>
  details.pauseResumesAt != null && at < details.pauseResumesAt;

/**
 * The invoice of the period starting now: its discount (the coupon's percentage of the price, while it has
 * periods left), and the details with one period of the coupon used and an ended pause cleared.
 */
export function chargeOf(details: SubscriptionDetails): {
  discount: { coupon: string; amount: number } | null;
  details: SubscriptionDetails;
} {
  const current = details.discount;
  const base = { ...details, pauseResumesAt: null };
  if (!current || current.periodsLeft <= 0) return { discount: null, details: { ...base, discount: null } };
  const amount = Math.round((details.unitAmount * current.percentOff) / 100);
  const left = current.periodsLeft - 1;
  return {
    discount: { coupon: current.coupon, amount },
    details: { ...base, discount: left > 0 ? { ...current, periodsLeft: left } : null },
  };
}

/**
 * Sets a live subscription's pause (`pauseResumesAt`, null to end it) or discount, told as
 * `customer.subscription.updated`; undefined when it is unknown or ended.
 */
export async function updateLiveDetails(
  db: Database,
  sendEvent: (type: string, object: Record<string, unknown>, created?: number) => Promise<void>,
  id: string,
  change: Pick<SubscriptionDetails, 'pauseResumesAt'> | Pick<SubscriptionDetails, 'discount'>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set({ details: sql`${sandboxSubscriptions.details} || ${JSON.stringify(change)}::jsonb` })
    .where(and(eq(sandboxSubscriptions.id, id), inArray(sandboxSubscriptions.status, ['active', 'past_due'])))
    .returning();
  if (row) await sendEvent('customer.subscription.updated', toStripeSubscription(row), await sandboxNow(db));
  return row;
}
