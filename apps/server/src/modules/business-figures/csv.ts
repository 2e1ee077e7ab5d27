import type { BusinessFigures, Money } from '@shop/contracts';
import { type CsvRow, toCsv } from '../../lib/csv';

/** One figure per row, so every figure of the page (and one added later) fits the same five columns. */
const HEADER = ['section', 'currency', 'period', 'figure', 'value'];

/** A Money as a number of major units (12.5 for 1250 cents): its currency is in its own column. */
const major = (amount: Money) => amount.amount / 100;

/**
 * The figures as a CSV file (docs/rules/figures.md): sections month, ltv, cohort, coupon, saveOffer,
 * reconciliation and trial, each figure named in English. Written through `lib/csv.ts`, so a coupon code an admin typed can never
 * run as a spreadsheet formula.
 */
export function figuresCsv(figures: BusinessFigures): string {
  const rows: CsvRow[] = [];
  for (const { currency, months, ltv, cohorts, coupons, saveOffers, reconciliation } of figures.currencies) {
    const add = (section: string, period: string, figure: string, value: number | null) =>
      rows.push([section, currency, period, figure, value]);
    for (const row of months) {
      for (const [name, amount] of Object.entries(row.revenue))
        add('month', row.month, `revenue.${name}`, major(amount));
      add('month', row.month, 'mrr', major(row.mrr));
      add('month', row.month, 'payingCustomers', row.payingCustomers);
      for (const [name, amount] of Object.entries(row.movements))
        add('month', row.month, `mrr.${name}`, major(amount));
      add('month', row.month, 'logoChurnPercent', row.logoChurnPercent);
      add('month', row.month, 'revenueChurnPercent', row.revenueChurnPercent);
      for (const [name, value] of Object.entries(row.recovery))
        add('month', row.month, `recovery.${name}`, value);
    }
    const range = `${figures.from}/${figures.to}`;
    add('ltv', range, 'historical', major(ltv.historical));
    add('ltv', range, 'customers', ltv.customers);
    add('ltv', range, 'arpa', major(ltv.arpa));
    add('ltv', range, 'monthlyLogoChurnPercent', ltv.monthlyLogoChurnPercent);
    add('ltv', range, 'predicted', ltv.predicted && major(ltv.predicted));
    for (const cohort of cohorts) {
      add('cohort', cohort.month, 'customers', cohort.customers);
      for (const [offset, value] of cohort.retentionPercent.entries())
        add('cohort', cohort.month, `retention.m${offset}`, value);
    }
    for (const coupon of coupons) {
      add('coupon', range, `${coupon.code}.orders`, coupon.orders);
      add('coupon', range, `${coupon.code}.firstOrders`, coupon.firstOrders);
      add('coupon', range, `${coupon.code}.discount`, major(coupon.discount));
      add('coupon', range, `${coupon.code}.revenue`, major(coupon.revenue));
    }
    for (const { month, keptRevenue, ...counts } of saveOffers) {
      for (const [name, value] of Object.entries(counts)) add('saveOffer', month, name, value);
      add('saveOffer', month, 'keptRevenue', major(keptRevenue));
    }
    for (const name of ['figures', 'orders', 'invoices', 'creditNotes', 'expected'] as const)
      add('reconciliation', range, name, major(reconciliation[name]));
    add('reconciliation', range, 'balanced', reconciliation.balanced ? 1 : 0);
  }
  for (const trial of figures.trials) {
    rows.push(['trial', null, trial.month, 'started', trial.started]);
    rows.push(['trial', null, trial.month, 'converted', trial.converted]);
    rows.push(['trial', null, trial.month, 'conversionPercent', trial.conversionPercent]);
  }
  return toCsv(HEADER, rows);
}
