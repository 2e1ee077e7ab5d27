import { money, type VatRevenueRow } from '@shop/contracts';
import type { RevenueGroup } from '../stats';

/**
 * Invoiced revenue of paid orders grouped by VAT country, rate and reverse charge, from the invoices' own
 * net / VAT / gross (what was printed, never recomputed). Orders from before the country was recorded count
 * as France. Free orders have no invoice and add nothing. Each currency has its own rows, every amount a Money
 * of it (never added together), euros first, then the largest gross first. Read from the maintained summary's
 * invoice groups.
 */
export function revenueByVat(groups: readonly RevenueGroup[]): VatRevenueRow[] {
  return groups
    .filter((group) => group.kind === 'invoice')
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        b.grossCents - a.grossCents ||
        a.vatCountry.localeCompare(b.vatCountry),
    )
    .map((group) => ({
      country: group.vatCountry,
      ratePercent: group.vatRateBps / 100,
      reverseCharge: group.reverseCharge,
      currency: group.currency,
      invoices: group.entries,
      net: money(group.netCents, group.currency),
      vat: money(group.vatCents, group.currency),
      gross: money(group.grossCents, group.currency),
    }));
}
