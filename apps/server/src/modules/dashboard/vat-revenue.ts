import type { VatRevenueRow } from '@shop/contracts';
import { asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { invoices, orders } from '../../lib/db/schema';
import { centsToEuros } from '../../lib/money';

/**
 * Invoiced revenue of paid orders grouped by VAT country, rate and reverse charge, from the invoices' own
 * net / VAT / gross (what was printed, never recomputed). Orders from before the country was recorded count
 * as France. Free orders have no invoice and add nothing. Each currency has its own rows (never added together).
 */
export async function revenueByVat(db: Executor): Promise<VatRevenueRow[]> {
  const country = sql<string>`coalesce(${orders.vatCountry}, 'FR')`;
  const rows = await db
    .select({
      country,
      rateBps: invoices.vatRateBps,
      reverseCharge: orders.reverseCharge,
      currency: orders.currency,
      invoices: count(),
      netCents: sum(invoices.netCents).mapWith(Number),
      vatCents: sum(invoices.vatCents).mapWith(Number),
      grossCents: sum(invoices.grossCents).mapWith(Number),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.isPaid, true))
    .groupBy(country, invoices.vatRateBps, orders.reverseCharge, orders.currency)
    .orderBy(desc(sum(invoices.grossCents)), asc(country));
  return rows.map((row) => ({
    country: row.country,
    ratePercent: row.rateBps / 100,
    reverseCharge: row.reverseCharge,
    currency: row.currency,
    invoices: row.invoices,
    net: centsToEuros(row.netCents),
    vat: centsToEuros(row.vatCents),
    gross: centsToEuros(row.grossCents),
  }));
}
