import { type AffiliateCurrencyTotals, type Currency, currencies, money } from '@shop/contracts';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { affiliateClicks, affiliateCommissions, affiliateReferrals, orders } from '../../lib/db/schema';

export interface PartnerFigures {
  clicks: number;
  totals: AffiliateCurrencyTotals[];
}

/**
 * Each partner's clicks and, per currency (never summed across, docs/rules/currencies.md), the paid orders they
 * brought and their commission pending, payable and paid at `now`. A currency with nothing is left out.
 */
export async function figuresOf(
  db: Executor,
  affiliateIds: readonly string[],
  now: Date,
): Promise<Map<string, PartnerFigures>> {
  const figures = new Map<string, PartnerFigures>(affiliateIds.map((id) => [id, { clicks: 0, totals: [] }]));
  if (affiliateIds.length === 0) return figures;
  const ids = [...affiliateIds];
  const clicks = await db
    .select({ id: affiliateClicks.affiliateId, clicks: count() })
    .from(affiliateClicks)
    .where(inArray(affiliateClicks.affiliateId, ids))
    .groupBy(affiliateClicks.affiliateId);
  const at = now.toISOString();
  const ledger = await db
    .select({
      id: affiliateCommissions.affiliateId,
      currency: affiliateCommissions.currency,
      pending: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.payoutId} is null and ${affiliateCommissions.payableAt} > ${at}), 0)::int`,
      payable: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.payoutId} is null and ${affiliateCommissions.payableAt} <= ${at}), 0)::int`,
      paid: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.payoutId} is not null), 0)::int`,
    })
    .from(affiliateCommissions)
    .where(inArray(affiliateCommissions.affiliateId, ids))
    .groupBy(affiliateCommissions.affiliateId, affiliateCommissions.currency);
  const referred = await db
    .select({ id: affiliateReferrals.affiliateId, currency: orders.currency, orders: count() })
    .from(affiliateReferrals)
    .innerJoin(
      orders,
      sql`${orders.id} = ${affiliateReferrals.orderId} or ${orders.subscriptionId} = ${affiliateReferrals.subscriptionId}`,
    )
    .where(
      and(inArray(affiliateReferrals.affiliateId, ids), isNotNull(orders.paidAt), eq(orders.isFree, false)),
    )
    .groupBy(affiliateReferrals.affiliateId, orders.currency);
  for (const row of clicks) figures.get(row.id)!.clicks = row.clicks;
  for (const id of ids) {
    figures.get(id)!.totals = currencies.flatMap((currency: Currency) => {
      const sums = ledger.find((row) => row.id === id && row.currency === currency);
      const orderCount = referred.find((row) => row.id === id && row.currency === currency)?.orders ?? 0;
      if (!sums && orderCount === 0) return [];
      return [
        {
          currency,
          orders: orderCount,
          pending: money(sums?.pending ?? 0, currency),
          payable: money(sums?.payable ?? 0, currency),
          paid: money(sums?.paid ?? 0, currency),
        },
      ];
    });
  }
  return figures;
}
