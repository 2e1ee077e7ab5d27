import type { LeaseMetrics } from '@shop/contracts';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { subscriptions } from '../../lib/db/schema';
import { centsToEuros } from '../../lib/money';

const CHURN_WINDOW_MS = 30 * 24 * 3600 * 1000;

/**
 * The dashboard's lease figures (docs/rules/leases.md). Monthly recurring revenue: the price of every active
 * or past-due euro lease as charged each period (VAT included, the net price under reverse charge, as the buyer
 * pays it), a yearly plan counted as a twelfth, summed in cents and rounded once. Churn: the leases that
 * ended in the last 30 days over the leases that were running 30 days ago (opened by then and not ended
 * before), in percent with one decimal; null when none was running.
 */
export async function leaseMetrics(db: Executor, now = new Date()): Promise<LeaseMetrics> {
  const since = new Date(now.getTime() - CHURN_WINDOW_MS);
  const monthlyCents = sql<number>`coalesce(sum(case when ${subscriptions.plan} = 'yearly'
    then ${subscriptions.priceCents} / 12.0 else ${subscriptions.priceCents} end), 0)`;
  const [[recurring], [ended], [running]] = await Promise.all([
    db
      .select({ cents: monthlyCents.mapWith(Number), leases: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      // Euros and dollars are never added together (docs/rules/currencies.md): the MRR is the euro leases'.
      .where(and(inArray(subscriptions.status, ['active', 'past_due']), eq(subscriptions.currency, 'eur'))),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(and(gt(subscriptions.endedAt, since), lte(subscriptions.endedAt, now))),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(
        and(
          ne(subscriptions.status, 'incomplete'),
          lte(subscriptions.createdAt, since),
          or(isNull(subscriptions.endedAt), gt(subscriptions.endedAt, since)),
        ),
      ),
  ]);
  const endedCount = ended?.value ?? 0;
  const runningCount = running?.value ?? 0;
  return {
    mrr: centsToEuros(Math.round(recurring?.cents ?? 0)),
    recurring: recurring?.leases ?? 0,
    endedLast30Days: endedCount,
    activeThirtyDaysAgo: runningCount,
    churnPercent: runningCount === 0 ? null : Math.round((endedCount / runningCount) * 1000) / 10,
  };
}
