import type { Currency, CurrencyRevenueRow } from '@shop/contracts';
import { centsToEuros } from '../../lib/money';
import type { RevenueGroup } from '../stats';

/**
 * Revenue of granting orders (paid or partly refunded) per currency (docs/rules/currencies.md): each currency
 * its own row in its own units, euros first; euros and dollars are never added together. Added up from the
 * maintained summary's order groups (a few rows per currency and coupon, whatever the history).
 */
export function revenueByCurrency(groups: readonly RevenueGroup[]): CurrencyRevenueRow[] {
  const byCurrency = new Map<Currency, { orders: number; grossCents: number; refundedCents: number }>();
  for (const group of groups.filter((candidate) => candidate.kind === 'order')) {
    const row = byCurrency.get(group.currency) ?? { orders: 0, grossCents: 0, refundedCents: 0 };
    row.orders += group.entries;
    row.grossCents += group.grossCents;
    row.refundedCents += group.refundedCents;
    byCurrency.set(group.currency, row);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, row]) => ({
      currency,
      orders: row.orders,
      gross: centsToEuros(row.grossCents),
      refunded: centsToEuros(row.refundedCents),
      net: centsToEuros(row.grossCents - row.refundedCents),
    }));
}
