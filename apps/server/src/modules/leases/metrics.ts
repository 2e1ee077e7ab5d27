import { type Currency, currencies, type LeaseMetrics, money } from '@shop/contracts';
import { and, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { subscriptions } from '../../lib/db/schema';
import type { LeaseClock } from '../../lib/payments/clock';

const CHURN_WINDOW_MS = 30 * 24 * 3600 * 1000;

/**
 * The dashboard's lease figures (docs/rules/leases.md). Monthly recurring revenue, per currency and never added
 * across (docs/rules/currencies.md): the price of every active or past-due lease billed in it as charged each
 * period (VAT included, the net price under reverse charge, as the buyer pays it), a yearly plan counted as a
 * twelfth, summed in cents and rounded once; every currency has its entry, euros first. Churn: the leases that
 * ended in the last 30 days over the leases that were running 30 days ago (opened by then and not ended before),
 * in percent with one decimal, null when none was running. "Now" is the lease clock's, the time lease periods
 * and ends are dated on (the payment sandbox's test clock when it runs), so an advanced test clock ages churn as
 * it ends leases.
 */
export async function leaseMetrics(deps: { db: Executor; clock: LeaseClock }): Promise<LeaseMetrics> {
  const { db } = deps;
  const now = await deps.clock.now(db);
  const since = new Date(now.getTime() - CHURN_WINDOW_MS);
  const monthlyCents = sql<number>`coalesce(sum(case when ${subscriptions.plan} = 'yearly'
    then ${subscriptions.priceCents} / 12.0 else ${subscriptions.priceCents} end), 0)`;
  const [recurring, [ended], [running]] = await Promise.all([
    db
      .select({
        currency: subscriptions.currency,
        cents: monthlyCents.mapWith(Number),
        leases: sql<number>`count(*)`.mapWith(Number),
      })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['active', 'past_due']))
      .groupBy(subscriptions.currency),
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
  const inCurrency = (currency: Currency) => recurring.find((row) => row.currency === currency);
  return {
    recurring: currencies.map((currency) => ({
      currency,
      leases: inCurrency(currency)?.leases ?? 0,
      mrr: money(Math.round(inCurrency(currency)?.cents ?? 0), currency),
    })),
    endedLast30Days: endedCount,
    activeThirtyDaysAgo: runningCount,
    churnPercent: runningCount === 0 ? null : Math.round((endedCount / runningCount) * 1000) / 10,
    measuredAt: now.toISOString(),
  };
}
