import { type Currency, type FiguresCohort, type FiguresLtv, money } from '@shop/contracts';
import type { OrderFact } from './facts';
import { type MonthIndex, monthKey, monthOf, monthStart, percent } from './months';
import type { LeasePeriodFact } from './mrr';
import { type MrrMonth, monthlyCents } from './mrr';

/** Each customer's first paid order in the currency (its month makes their cohort). */
export function firstOrders(orders: readonly OrderFact[]): Map<string, OrderFact> {
  const first = new Map<string, OrderFact>();
  for (const order of orders) {
    const known = first.get(order.userId);
    if (
      !known ||
      order.paidAt < known.paidAt ||
      (order.paidAt.getTime() === known.paidAt.getTime() && order.id < known.id)
    )
      first.set(order.userId, order);
  }
  return first;
}

/** The customers active in each month: an order paid in it, or a paid lease period running in part of it. */
function activeByMonth(orders: readonly OrderFact[], periods: readonly LeasePeriodFact[], last: MonthIndex) {
  const active = new Map<MonthIndex, Set<string>>();
  const mark = (month: MonthIndex, user: string) => {
    const users = active.get(month) ?? new Set<string>();
    users.add(user);
    active.set(month, users);
  };
  for (const order of orders) mark(monthOf(order.paidAt), order.userId);
  for (const period of periods) {
    const lastMonth = Math.min(monthOf(new Date(period.end.getTime() - 1)), last);
    for (let month = monthOf(period.start); month <= lastMonth; month++) mark(month, period.userId);
  }
  return active;
}

/**
 * Monthly cohorts by first purchase (docs/rules/figures.md): the customers whose first paid order in the
 * currency fell in a month of the range, and how many of them were active in that month and each one after, up
 * to `last` (the range's end, or the lease clock's month when earlier).
 */
export function cohorts(
  orders: readonly OrderFact[],
  periods: readonly LeasePeriodFact[],
  first: MonthIndex,
  last: MonthIndex,
): FiguresCohort[] {
  const active = activeByMonth(orders, periods, last);
  const byCohort = new Map<MonthIndex, string[]>();
  for (const order of firstOrders(orders).values()) {
    const month = monthOf(order.paidAt);
    if (month < first || month > last) continue;
    byCohort.set(month, [...(byCohort.get(month) ?? []), order.userId]);
  }
  return [...byCohort.entries()]
    .sort(([a], [b]) => a - b)
    .map(([month, users]) => {
      const counts = Array.from({ length: last - month + 1 }, (_, offset) => {
        const inMonth = active.get(month + offset);
        return users.filter((user) => inMonth?.has(user)).length;
      });
      return {
        month: monthKey(month),
        customers: users.length,
        active: counts,
        retentionPercent: counts.map((count) => percent(count, users.length) ?? 0),
      };
    });
}

/**
 * Lifetime value (docs/rules/figures.md). Historical: the net revenue (orders paid less credit notes on them) of
 * the customers whose first order came by the range's end, per customer. Predicted: the MRR per paying customer
 * at the range's end over the range's monthly logo churn (customers lost / customers paying at each month's start).
 */
export function lifetimeValue(
  currency: Currency,
  orders: readonly OrderFact[],
  mrr: readonly MrrMonth[],
  last: MonthIndex,
): FiguresLtv {
  const before = monthStart(last + 1);
  const counted = orders.filter((order) => order.paidAt < before);
  const customers = firstOrders(counted).size;
  const net = counted.reduce((total, order) => total + order.totalCents - order.creditedCents, 0);
  const end = mrr.at(-1);
  const arpaCents = end && end.payingCustomers > 0 ? monthlyCents(end.yearlyCents / end.payingCustomers) : 0;
  const churned = mrr.reduce((total, month) => total + month.churnedCustomers, 0);
  const atRisk = mrr.reduce((total, month) => total + month.customersAtStart, 0);
  const churnPercent = percent(churned, atRisk);
  return {
    historical: money(customers === 0 ? 0 : Math.round(net / customers), currency),
    customers,
    arpa: money(arpaCents, currency),
    monthlyLogoChurnPercent: churnPercent,
    predicted: churned === 0 ? null : money(Math.round((arpaCents * atRisk) / churned), currency),
  };
}
