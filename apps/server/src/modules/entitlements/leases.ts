import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders, type subscriptions } from '../../lib/db/schema';

type LeaseRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * Until when a lease's licence runs (docs/rules/leases.md), null when it grants nothing: never paid, or ended
 * by a refund. In a grace period (past due, or ended by the provider after its retries) it runs to the grace
 * end the buyer was told; cancelled at period end or paused, to the paid end (the buyer chose to stop); ended
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
  // Cancelled, or paused by the buyer's choice (a save offer): no grace beyond what was paid.
  if (lease.cancelAtPeriodEnd || lease.pauseResumesAt) return paidUntil;
  return new Date(paidUntil.getTime() + graceDays * DAY_MS);
}

/** `liveLease` (docs/rules/entitlements.md): whether the lease entitles its holder to its licence and downloads at `now`. */
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
