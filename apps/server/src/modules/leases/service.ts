import type { Lease } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, subscriptions } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import { centsToEuros } from '../../lib/money';
import type { LeaseRow } from './period-order';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toLease(
  row: LeaseRow & { product: typeof products.$inferSelect },
  language: Language,
): Lease {
  const status = row.status === 'incomplete' ? 'canceled' : row.status;
  const renews = status !== 'canceled' && !row.cancelAtPeriodEnd;
  return {
    _id: row.id,
    productId: row.productId,
    productName: localized(row.product, 'name', language),
    plan: row.plan,
    price: centsToEuros(row.priceCents),
    status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextRenewalAt: renews ? iso(row.currentPeriodEnd) : null,
    paidUntil: iso(row.paidUntil),
    graceUntil: iso(row.graceUntil),
    endedAt: iso(row.endedAt),
  };
}

/** The buyer's leases, newest first; a checkout never paid (`incomplete`) is not a lease yet. */
export async function listMyLeases(
  app: FastifyInstance,
  userId: string,
  language: Language,
): Promise<Lease[]> {
  const rows = await app.db
    .select({ lease: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'incomplete')))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => toLease({ ...row.lease, product: row.product }, language));
}

/**
 * Cancels the buyer's lease at period end (`cancel` true) or resumes it (false) at the provider, then keeps the
 * answer. Another buyer's lease, or one never paid, is a 404; an ended one a 409.
 */
export async function setLeaseCancellation(
  app: FastifyInstance,
  userId: string,
  leaseId: string,
  cancel: boolean,
  language: Language,
): Promise<Lease> {
  const [row] = await app.db
    .select({ lease: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.id, leaseId), eq(subscriptions.userId, userId)));
  if (!row || row.lease.status === 'incomplete' || !row.lease.providerSubscriptionId) {
    throw notFound('lease.notFound');
  }
  if (row.lease.status === 'canceled') throw new AppError(409, 'lease.notActive');
  let answer: Awaited<ReturnType<typeof app.payments.setCancelAtPeriodEnd>>;
  try {
    answer = await app.payments.setCancelAtPeriodEnd(row.lease.providerSubscriptionId, cancel);
  } catch (error) {
    app.log.error({ err: error, leaseId }, 'lease cancellation change failed at the provider');
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  const [updated] = await app.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: answer.cancel_at_period_end })
    .where(eq(subscriptions.id, leaseId))
    .returning();
  return toLease({ ...updated!, product: row.product }, language);
}
