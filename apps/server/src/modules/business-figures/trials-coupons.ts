import { type Currency, type FiguresCoupon, type FiguresTrialMonth, money } from '@shop/contracts';
import { firstOrders } from './customers';
import type { OrderFact, TrialFact } from './facts';
import { type MonthIndex, monthKey, monthOf, percent } from './months';

/** Trial conversion by the month trials started: how many, and how many of them a purchase has converted. */
export function trialsByMonth(
  trials: readonly TrialFact[],
  months: readonly MonthIndex[],
): FiguresTrialMonth[] {
  return months.map((month) => {
    const started = trials.filter((trial) => monthOf(trial.startsAt) === month);
    const converted = started.filter((trial) => trial.convertedAt !== null).length;
    return {
      month: monthKey(month),
      started: started.length,
      converted,
      conversionPercent: percent(converted, started.length),
    };
  });
}

/**
 * The effect of each coupon code in one currency over the range: the orders paid with it, how many were their
 * buyer's first order in the currency (customers it brought), what it took off, and the net revenue of those
 * orders (less their credit notes). The most used first.
 */
export function couponEffect(
  currency: Currency,
  orders: readonly OrderFact[],
  months: readonly MonthIndex[],
): FiguresCoupon[] {
  const inRange = new Set(months);
  const firsts = new Set([...firstOrders(orders).values()].map((order) => order.id));
  const byCode = new Map<
    string,
    { orders: number; firstOrders: number; discount: number; revenue: number }
  >();
  for (const order of orders) {
    if (!order.couponCode || !inRange.has(monthOf(order.paidAt))) continue;
    const row = byCode.get(order.couponCode) ?? { orders: 0, firstOrders: 0, discount: 0, revenue: 0 };
    row.orders++;
    if (firsts.has(order.id)) row.firstOrders++;
    row.discount += order.discountCents;
    row.revenue += order.totalCents - order.creditedCents;
    byCode.set(order.couponCode, row);
  }
  return [...byCode]
    .sort(([a, x], [b, y]) => y.orders - x.orders || a.localeCompare(b))
    .map(([code, row]) => ({
      code,
      orders: row.orders,
      firstOrders: row.firstOrders,
      discount: money(row.discount, currency),
      revenue: money(row.revenue, currency),
    }));
}
