import { type Currency, currencies, money, type PaymentReminderStats, sumMoney } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../lib/db/client';
import { orders, paymentReminders } from '../../lib/db/schema';

/**
 * The payment reminders for the dashboard (docs/rules/checkout.md, "Payment reminder"), per currency, euros
 * first, never added across: reminders sent and recovered by the currency of the order reminded; a reminder is
 * recovered when, after its e-mail, that order was paid or the cart its link refilled was. The recovered
 * revenue is what those payments brought in, each in its own currency.
 */
export async function paymentReminderStats(db: Executor): Promise<PaymentReminderStats[]> {
  const recovering = alias(orders, 'recovering');
  const paidItself = sql`${orders.paidAt} > ${paymentReminders.settledAt}`;
  const paidByCart = sql`${recovering.paidAt} > ${paymentReminders.settledAt}`;
  const rows = await db
    .select({
      reminded: orders.currency,
      paying: sql<Currency | null>`case when ${paidItself} then ${orders.currency} when ${paidByCart} then ${recovering.currency} end`,
      cents:
        sql<number>`coalesce(sum(case when ${paidItself} then ${orders.totalCents} when ${paidByCart} then ${recovering.totalCents} end), 0)`.mapWith(
          Number,
        ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(paymentReminders)
    .innerJoin(orders, eq(orders.id, paymentReminders.orderId))
    .leftJoin(recovering, eq(recovering.id, paymentReminders.recoveredByOrderId))
    .where(eq(paymentReminders.outcome, 'sent'))
    .groupBy(sql`1`, sql`2`);
  const stats = new Map<Currency, PaymentReminderStats>();
  const of = (currency: Currency) => {
    const row = stats.get(currency) ?? {
      currency,
      sent: 0,
      recovered: 0,
      recoveredRevenue: money(0, currency),
    };
    stats.set(currency, row);
    return row;
  };
  for (const row of rows) {
    of(row.reminded).sent += row.count;
    if (row.paying === null) continue;
    of(row.reminded).recovered += row.count;
    const revenue = of(row.paying);
    revenue.recoveredRevenue = sumMoney([revenue.recoveredRevenue, money(row.cents, row.paying)], row.paying);
  }
  return currencies.flatMap((currency) => stats.get(currency) ?? []);
}
