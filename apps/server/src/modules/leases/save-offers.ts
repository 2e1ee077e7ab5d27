import type {
  Lease,
  LeaseAcceptSaveOffer,
  LeaseCancelReasonBody,
  LeaseSaveOfferAnswer,
  SaveOffer,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Executor } from '../../lib/db/client';
import { leaseCancellations, leaseSaveOffers, products, subscriptions } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { LeaseDeps } from './deps';
import { setLeaseCancellation, toLease } from './service';
import { decideLease, leaseStateOf } from './transitions';

type SaveOfferDeps = Pick<LeaseDeps, 'db' | 'config' | 'log' | 'clock'> & {
  payments: Pick<
    LeaseDeps['payments'],
    'setCancelAtPeriodEnd' | 'pauseSubscription' | 'discountSubscription'
  >;
};
type OfferRow = typeof leaseSaveOffers.$inferSelect;

/** A product's save offer as the owner set it (docs/rules/leases.md); `none` without one. */
export function saveOfferOf(row: OfferRow | undefined): SaveOffer {
  if (row?.kind === 'pause') return { kind: 'pause', maxMonths: row.maxPauseMonths ?? 1 };
  if (row?.kind === 'coupon')
    return { kind: 'coupon', percentOff: row.percentOff ?? 0, periods: row.periods ?? 1 };
  return { kind: 'none' };
}

/** The buyer's own lease with its product and the product's offer; a checkout never paid or another's is a 404. */
async function ownLease(db: Executor, userId: string, leaseId: string) {
  const [row] = await db
    .select({ lease: subscriptions, product: products, offer: leaseSaveOffers })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(leaseSaveOffers, eq(leaseSaveOffers.productId, subscriptions.productId))
    .where(and(eq(subscriptions.id, leaseId), eq(subscriptions.userId, userId)));
  if (!row?.lease.providerSubscriptionId || row.lease.status === 'incomplete')
    throw notFound('lease.notFound');
  return { ...row, providerId: row.lease.providerSubscriptionId };
}

/** The offer the lease's buyer is shown before cancelling: the product's, when the lease's table takes it. */
function offerFor(row: Awaited<ReturnType<typeof ownLease>>): SaveOffer {
  const offer = saveOfferOf(row.offer ?? undefined);
  if (offer.kind === 'none') return offer;
  const decision = decideLease(leaseStateOf(row.lease), { type: 'acceptSaveOffer', offer: offer.kind });
  return decision.kind === 'refused' ? { kind: 'none' } : offer;
}

/** GET /api/leases/:id/save-offer: what the cancel dialog offers before the buyer confirms. */
export async function leaseSaveOffer(
  deps: Pick<LeaseDeps, 'db'>,
  userId: string,
  leaseId: string,
): Promise<LeaseSaveOfferAnswer> {
  return { offer: offerFor(await ownLease(deps.db, userId, leaseId)) };
}

/**
 * POST /api/leases/:id/cancel with the buyer's reason: cancelled at period end as before, then the reason and
 * the offer the buyer declined (the one shown, `none` when there was none) are recorded for the back-office.
 */
export async function cancelLeaseWithReason(
  deps: SaveOfferDeps,
  userId: string,
  leaseId: string,
  body: LeaseCancelReasonBody,
  language: Language,
): Promise<Lease> {
  const row = await ownLease(deps.db, userId, leaseId);
  const shown = offerFor(row);
  const lease = await setLeaseCancellation(deps, userId, leaseId, true, language);
  await deps.db.insert(leaseCancellations).values({
    subscriptionId: leaseId,
    productId: row.lease.productId,
    reason: body.reason ?? null,
    note: body.note || null,
    offer: shown.kind,
  });
  return lease;
}

/**
 * `months` monthly periods after `from`, one at a time as Stripe bills (a month from the 31st ends on the last day
 * of the next month): never later than the period boundary, so the pause never skips one period more.
 */
function addMonths(from: Date, months: number): Date {
  let date = new Date(from);
  for (let month = 0; month < months; month += 1) {
    const day = date.getUTCDate();
    const next = new Date(date);
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
    date = next;
  }
  return date;
}

/**
 * POST /api/leases/:id/save-offer: the buyer keeps the lease on the product's offer. The lease claims its one
 * offer first (so two requests apply it once), then asks the provider: a pause of collection from the period
 * end for the months chosen, or a repeating coupon for the offer's periods; a provider failure gives the claim
 * back. The answer and the reason are recorded in the transaction that keeps the provider's answer.
 */
export async function acceptSaveOffer(
  deps: SaveOfferDeps,
  userId: string,
  leaseId: string,
  body: LeaseAcceptSaveOffer,
  language: Language,
): Promise<Lease> {
  const row = await ownLease(deps.db, userId, leaseId);
  const offer = saveOfferOf(row.offer ?? undefined);
  if (offer.kind === 'none') throw new AppError(409, 'leaseSaveOffer.unavailable');
  const decision = decideLease(leaseStateOf(row.lease), { type: 'acceptSaveOffer', offer: offer.kind });
  if (decision.kind === 'refused') throw new AppError(decision.status, decision.code);
  const months = offer.kind === 'pause' ? body.pauseMonths : undefined;
  if (offer.kind === 'pause' && (months === undefined || months > offer.maxMonths)) {
    throw new AppError(400, 'leaseSaveOffer.pauseMonthsInvalid');
  }
  const now = await deps.clock.now();
  const [claimed] = await deps.db
    .update(subscriptions)
    .set({ saveOfferTakenAt: now })
    .where(and(eq(subscriptions.id, leaseId), isNull(subscriptions.saveOfferTakenAt)))
    .returning({ id: subscriptions.id });
  if (!claimed) throw new AppError(409, 'leaseSaveOffer.unavailable');
  const couponCode = offer.kind === 'coupon' ? `SAVE${offer.percentOff}` : null;
  let answer: Stripe.Subscription;
  try {
    answer =
      offer.kind === 'pause'
        ? await deps.payments.pauseSubscription(
            row.providerId,
            addMonths(row.lease.currentPeriodEnd ?? now, months!),
          )
        : await deps.payments.discountSubscription(row.providerId, {
            percentOff: offer.percentOff,
            months: offer.periods * (row.lease.plan === 'yearly' ? 12 : 1),
            name: couponCode!,
          });
  } catch (error) {
    await deps.db.update(subscriptions).set({ saveOfferTakenAt: null }).where(eq(subscriptions.id, leaseId));
    throw providerRefusal(deps, error, leaseId);
  }
  const resumesAt = answer.pause_collection?.resumes_at;
  const updated = await deps.db.transaction(async (tx) => {
    await tx.insert(leaseCancellations).values({
      subscriptionId: leaseId,
      productId: row.lease.productId,
      reason: body.reason ?? null,
      note: body.note || null,
      offer: offer.kind,
      accepted: true,
      pauseMonths: months ?? null,
    });
    const [lease] = await tx
      .update(subscriptions)
      .set({ pauseResumesAt: resumesAt ? new Date(resumesAt * 1000) : null, saveCouponCode: couponCode })
      .where(eq(subscriptions.id, leaseId))
      .returning();
    return lease!;
  });
  return toLease({ ...updated, product: row.product }, language, deps.config.leaseGraceDays);
}

/** POST /api/leases/:id/end-pause: the buyer resumes a pause early; the next period end bills again. */
export async function endLeasePause(
  deps: SaveOfferDeps,
  userId: string,
  leaseId: string,
  language: Language,
): Promise<Lease> {
  const row = await ownLease(deps.db, userId, leaseId);
  const decision = decideLease(leaseStateOf(row.lease), { type: 'endPause' });
  if (decision.kind === 'refused') throw new AppError(decision.status, decision.code);
  try {
    await deps.payments.pauseSubscription(row.providerId, null);
  } catch (error) {
    throw providerRefusal(deps, error, leaseId);
  }
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ pauseResumesAt: null })
    .where(eq(subscriptions.id, leaseId))
    .returning();
  return toLease({ ...updated!, product: row.product }, language, deps.config.leaseGraceDays);
}

/** The provider refuses a change of an ended subscription: the lease is over; anything else is an outage. */
function providerRefusal(deps: Pick<LeaseDeps, 'log'>, error: unknown, leaseId: string): AppError {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return new AppError(409, 'lease.notActive');
  deps.log.error({ err: error, leaseId }, 'lease save offer change failed at the provider');
  return new AppError(503, 'checkout.paymentUnavailable');
}
