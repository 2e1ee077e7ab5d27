import type { VatRevenueRow } from '@shop/contracts';
import { centsToEuros } from '../../lib/money';
import type { RevenueGroup } from '../stats';

/**
 * Invoiced revenue of paid orders grouped by VAT country, rate and reverse charge, from the invoices' own
 * net / VAT / gross (what was printed, never recomputed). Orders from before the country was recorded count
 * as France. Free orders have no invoice and add nothing. Each currency has its own rows (never added together).
 * Read from the maintained summary's invoice groups, the largest gross first.
 */
export function revenueByVat(groups: readonly RevenueGroup[]): VatRevenueRow[] {
  return groups
    .filter((group) => group.kind === 'invoice')
    .sort((a, b) => b.grossCents - a.grossCents || a.vatCountry.localeCompare(b.vatCountry))
    .map((group) => ({
      country: group.vatCountry,
      ratePercent: group.vatRateBps / 100,
      reverseCharge: group.reverseCharge,
      currency: group.currency,
      invoices: group.entries,
      net: centsToEuros(group.netCents),
      vat: centsToEuros(group.vatCents),
      gross: centsToEuros(group.grossCents),
    }));
}
