import { type Currency, type CurrencyRevenueRow, money } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';
import type { RevenueGroup } from '../stats';

/** Orders of one currency and what they took and gave back, in cents of that currency. */
export interface CurrencyOrders {
  currency: Currency;
  orders: number;
  grossCents: number;
  refundedCents: number;
}

/**
 * The fully refunded orders per currency: money taken and all given back. The maintained summary keeps granting
 * orders only (a full refund takes an order out of it), so they are read here, through the orders' status index
 * (a refunded order is rare next to the paid ones).
 */
export async function fullyRefundedOrders(db: Executor): Promise<CurrencyOrders[]> {
  return db
    .select({
      currency: orders.currency,
      orders: sql<number>`count(*)`.mapWith(Number),
      grossCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      refundedCents: sql<number>`coalesce(sum(${orders.refundedCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.status, 'refunded'))
    .groupBy(orders.currency);
}

/**
 * Revenue of the orders paid in each currency (docs/rules/currencies.md): granting orders (paid or partly
 * refunded) from the maintained summary's order groups, and the fully refunded ones, which took money and gave
 * it all back. Each currency its own row, euros first, every amount a Money of that currency: euros and dollars
 * are never added together.
 */
export function revenueByCurrency(
  groups: readonly RevenueGroup[],
  refunded: readonly CurrencyOrders[],
): CurrencyRevenueRow[] {
  const byCurrency = new Map<Currency, CurrencyOrders>();
  const granting = groups.filter((group) => group.kind === 'order');
  for (const part of [...granting.map((group) => ({ ...group, orders: group.entries })), ...refunded]) {
    const row = byCurrency.get(part.currency) ?? {
      currency: part.currency,
      orders: 0,
      grossCents: 0,
      refundedCents: 0,
    };
    row.orders += part.orders;
    row.grossCents += part.grossCents;
    row.refundedCents += part.refundedCents;
    byCurrency.set(part.currency, row);
  }
  return [...byCurrency.values()]
    .filter((row) => row.orders !== 0)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((row) => ({
      currency: row.currency,
      orders: row.orders,
      gross: money(row.grossCents, row.currency),
      refunded: money(row.refundedCents, row.currency),
      net: money(row.grossCents - row.refundedCents, row.currency),
    }));
}
