import type { CurrencyRevenueRow } from '@shop/contracts';
import { asc, count, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';
import { centsToEuros } from '../../lib/money';

/**
 * Revenue of granting orders (paid or partly refunded) per currency (docs/rules/currencies.md): each currency
 * its own row in its own units, euros first; euros and dollars are never added together.
 */
export async function revenueByCurrency(db: Executor): Promise<CurrencyRevenueRow[]> {
  const rows = await db
    .select({
      currency: orders.currency,
      orders: count(),
      grossCents: sum(orders.totalCents).mapWith(Number),
      refundedCents: sum(orders.refundedCents).mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.isPaid, true))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
  return rows.map((row) => ({
    currency: row.currency,
    orders: row.orders,
    gross: centsToEuros(row.grossCents),
    refunded: centsToEuros(row.refundedCents),
    net: centsToEuros(row.grossCents - row.refundedCents),
  }));
}
