import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { orders, subscriptions } from '../../lib/db/schema';
import { fileExpiry } from './terms';

type LeaseRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The time a lease's licence is measured against: the shop's clock, or with the payment sandbox its test clock,
 * so that advancing the clock (a test, an operator trying the shop) ends licences as it ends periods. Inside
 * a transaction, pass it as `db`.
 */
export async function leaseNow(app: FastifyInstance, db: Executor = app.db): Promise<Date> {
  return app.stripeSandbox ? app.stripeSandbox.now(db) : new Date();
}

/**
 * Until when a lease's licence runs (docs/rules/leases.md), null when it grants nothing: never paid, or ended
 * by a refund. In a grace period (past due, or ended by the provider after its retries) it runs to the grace
 * end the buyer was told; cancelled at period end, to the period end (the buyer chose to stop); ended
 * otherwise, to the earlier of the paid end and the end; live, to the paid end plus the grace days, so a
 * renewal told late never stops it.
 */
export function leaseLicenceEnd(lease: LeaseRow, graceDays: number): Date | null {
  const { paidUntil } = lease;
  if (lease.licenceRevokedAt || !paidUntil || lease.status === 'incomplete') return null;
  if (lease.graceUntil) return lease.graceUntil;
  if (lease.status === 'canceled') {
    return lease.endedAt && lease.endedAt < paidUntil ? lease.endedAt : paidUntil;
  }
  if (lease.cancelAtPeriodEnd) return paidUntil;
  return new Date(paidUntil.getTime() + graceDays * DAY_MS);
}

/** Whether the lease entitles its holder to its licence and downloads at `now`. */
export function leaseEntitles(lease: LeaseRow, graceDays: number, now: Date): boolean {
  const end = leaseLicenceEnd(lease, graceDays);
  return end !== null && end > now;
}

/** The order of the lease's latest paid period: what its licence file and its downloads name. */
export async function latestPaidPeriod(db: Executor, leaseId: string): Promise<string | null> {
  const [period] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.subscriptionId, leaseId), eq(orders.isPaid, true)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return period?.id ?? null;
}

export const leaseFileName = (slug: string, machineId: string) => `${slug}-lease-${machineId}.lic`;

/**
 * Signs a lease's licence file (kind `lease`) for an entitled lease bound to a machine: it expires at the
 * licence's end or after one file validity, whichever comes first, and names the latest paid period's order.
 */
export async function signLeaseFile(
  app: FastifyInstance,
  db: Executor,
  facts: { lease: LeaseRow & { machineId: string }; productSlug: string; email: string },
  now: Date,
): Promise<{ token: string; fileName: string; expiresAt: Date }> {
  const { lease } = facts;
  const end = leaseLicenceEnd(lease, app.config.leaseGraceDays)!;
  const validity = fileExpiry(now, app.config.licences.fileValidityDays);
  const expiresAt = end < validity ? end : validity;
  const orderId = await latestPaidPeriod(db, lease.id);
  const token = await app.licences.signer.sign({
    kind: 'lease',
    licenceId: lease.id,
    product: facts.productSlug,
    machineId: lease.machineId,
    email: facts.email,
    orderId,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    updatesUntil: null,
  });
  return { token, fileName: leaseFileName(facts.productSlug, lease.machineId), expiresAt };
}

/**
 * When `orderId` is a lease's period order, ends the lease's licence now (a refund, an order marked unpaid):
 * its file is no longer signed nor refreshed, and its downloads stop. A later paid period restores it.
 */
export async function endPeriodLeaseLicence(tx: Executor, orderId: string): Promise<void> {
  const [period] = await tx
    .select({ leaseId: orders.subscriptionId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!period?.leaseId) return;
  await tx
    .update(subscriptions)
    .set({ licenceRevokedAt: new Date() })
    .where(and(eq(subscriptions.id, period.leaseId), isNull(subscriptions.licenceRevokedAt)));
}
