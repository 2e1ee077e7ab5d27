import { type Lease, type LeasePortalAnswer, money, pageLinks } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import { products, subscriptions } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import { leaseLicenceEnd } from '../entitlements';
import type { LeaseDeps } from './deps';
import type { LeaseRow } from './period-order';
import { planPriceCents } from './plan-price';
import { buyerLeaseActions, decideLease, leaseStateOf } from './transitions';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * A lease as its buyer reads it. `renewable`: the lease is its buyer's newest of the product, so an ended one
 * may offer `renew` (`listMyLeases` knows; a single lease's answer does not offer it).
 */
export function toLease(
  row: LeaseRow & { product: typeof products.$inferSelect },
  language: Language,
  graceDays: number,
  renewable = false,
): Lease {
  const status = row.status === 'incomplete' ? 'canceled' : row.status;
  const renews = status !== 'canceled' && !row.cancelAtPeriodEnd;
  return {
    _id: row.id,
    productId: row.productId,
    productName: localized(row.product, 'name', language),
    productSlug: row.product.slug,
    plan: row.plan,
    price: money(row.priceCents, row.currency),
    currency: row.currency,
    status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextRenewalAt: renews ? iso(row.currentPeriodEnd) : null,
    paidUntil: iso(row.paidUntil),
    graceUntil: iso(row.graceUntil),
    endedAt: iso(row.endedAt),
    machineId: row.machineId,
    machineName: row.machineName,
    licenceUntil: iso(leaseLicenceEnd(row, graceDays)),
    pausedUntil: iso(row.pauseResumesAt),
    actions: [
      ...buyerLeaseActions(leaseStateOf(row)),
      ...(renewable && renewOffered(row) ? ['renew' as const] : []),
      ...(decideLease(leaseStateOf(row), { type: 'endPause' }).kind === 'refused'
        ? []
        : ['endPause' as const]),
    ],
  };
}

/**
 * Whether the lease checkout would take an ended lease's product, plan and currency again
 * (`openLeaseCheckout`'s rules): the product published, the plan offered in the lease's currency.
 */
function renewOffered(row: LeaseRow & { product: typeof products.$inferSelect }): boolean {
  return (
    row.status === 'canceled' &&
    row.product.published &&
    planPriceCents(row.product, row.plan, row.currency) !== null
  );
}

/** The buyer's leases, newest first; a checkout never paid (`incomplete`) is not a lease yet. */
export async function listMyLeases(
  deps: Pick<LeaseDeps, 'db' | 'config'>,
  userId: string,
  language: Language,
): Promise<Lease[]> {
  const rows = await deps.db
    .select({ lease: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'incomplete')))
    .orderBy(desc(subscriptions.createdAt));
  // Newest first: a lease is renewable only as its product's first in the list (no newer lease took its place).
  const seen = new Set<string>();
  return rows.map((row) => {
    const newest = !seen.has(row.lease.productId);
    seen.add(row.lease.productId);
    return toLease({ ...row.lease, product: row.product }, language, deps.config.leaseGraceDays, newest);
  });
}

/**
 * Cancels the buyer's lease at period end (`cancel` true) or resumes it (false) at the provider, then keeps the
 * answer; the lease's table decides (a 404 for a checkout never paid, a 409 for an ended lease or the resumption
 * of one a refund stopped). Another buyer's lease is a 404.
 */
export async function setLeaseCancellation(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'log'> & {
    payments: Pick<LeaseDeps['payments'], 'setCancelAtPeriodEnd'>;
  },
  userId: string,
  leaseId: string,
  cancel: boolean,
  language: Language,
): Promise<Lease> {
  const [row] = await deps.db
    .select({ lease: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.id, leaseId), eq(subscriptions.userId, userId)));
  if (!row?.lease.providerSubscriptionId) throw notFound('lease.notFound');
  const decision = decideLease(leaseStateOf(row.lease), { type: cancel ? 'cancel' : 'resume' });
  if (decision.kind === 'refused') throw new AppError(decision.status, decision.code);
  // Every other answer of the table asks the provider (`cancelAtProvider` or `resumeAtProvider`).
  let answer: Awaited<ReturnType<typeof deps.payments.setCancelAtPeriodEnd>>;
  try {
    answer = await deps.payments.setCancelAtPeriodEnd(row.lease.providerSubscriptionId, cancel);
  } catch (error) {
    // The provider refuses to change a subscription that has ended (its event may still be on its way to the
    // shop): the buyer is told the lease is over, not that payments are down.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError(409, 'lease.notActive');
    deps.log.error({ err: error, leaseId }, 'lease cancellation change failed at the provider');
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: answer.cancel_at_period_end })
    .where(eq(subscriptions.id, leaseId))
    .returning();
  return toLease({ ...updated!, product: row.product }, language, deps.config.leaseGraceDays);
}

/**
 * POST /api/leases/:id/portal: a Customer Portal session of the lease's customer, read from its subscription,
 * coming back to the buyer's indicators tab. Another buyer's lease, or one never paid, is a 404.
 */
export async function openLeasePortal(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'payments' | 'log'>,
  userId: string,
  leaseId: string,
): Promise<LeasePortalAnswer> {
  const [lease] = await deps.db
    .select({ status: subscriptions.status, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, leaseId), eq(subscriptions.userId, userId)));
  if (!lease || lease.status === 'incomplete' || !lease.providerId) throw notFound('lease.notFound');
  return { url: await portalSessionUrl(deps, lease.providerId, leaseId) };
}

/**
 * A Customer Portal session for the customer of the provider's subscription, coming back to the buyer's
 * indicators tab; the provider unreachable is a `503 checkout.paymentUnavailable`.
 */
export async function portalSessionUrl(
  deps: Pick<LeaseDeps, 'config' | 'payments' | 'log'>,
  providerSubscriptionId: string,
  leaseId: string,
): Promise<string> {
  try {
    const { customer } = await deps.payments.retrieveSubscription(providerSubscriptionId);
    const customerId = typeof customer === 'string' ? customer : customer.id;
    const returnUrl = `${deps.config.publicUrl}${pageLinks.profileTab('indicators')}`;
    const session = await deps.payments.createPortalSession(customerId, returnUrl);
    return session.url;
  } catch (error) {
    deps.log.error({ err: error, leaseId }, 'customer portal session creation failed');
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
}
