import { type Currency, type FiguresReconciliation, money } from '@shop/contracts';
import type { CreditNoteFact, FreshSums, OrderFact } from './facts';
import { type MonthIndex, monthOf } from './months';

export interface RevenueMonth {
  billed: number;
  recurring: number;
  credited: number;
}

/**
 * Each month's revenue in one currency (docs/rules/figures.md): the orders paid in it (lease periods among them
 * as `recurring`) and the credit notes issued in it, VAT included, in cents.
 */
export function revenueByMonth(
  orders: readonly OrderFact[],
  creditNotes: readonly CreditNoteFact[],
  months: readonly MonthIndex[],
): Map<MonthIndex, RevenueMonth> {
  const byMonth = new Map(months.map((month) => [month, { billed: 0, recurring: 0, credited: 0 }]));
  for (const order of orders) {
    const row = byMonth.get(monthOf(order.paidAt));
    if (!row) continue;
    row.billed += order.totalCents;
    if (order.lease) row.recurring += order.totalCents;
  }
  for (const note of creditNotes) {
    const row = byMonth.get(monthOf(note.issuedAt));
    if (row) row.credited += note.grossCents;
  }
  return byMonth;
}

/**
 * The figures' net revenue over the range against the tables summed afresh: it balances when it equals the
 * orders paid less the credit notes issued, to the cent; the invoices issued for those orders should sum to the
 * orders (an invoice still waiting for the seller's identity shows as a difference).
 */
export function reconcile(
  currency: Currency,
  months: Iterable<RevenueMonth>,
  fresh: FreshSums | undefined,
): FiguresReconciliation {
  let figures = 0;
  for (const month of months) figures += month.billed - month.credited;
  const orders = fresh?.ordersCents ?? 0;
  const invoices = fresh?.invoicesCents ?? 0;
  const creditNotes = fresh?.creditNotesCents ?? 0;
  const expected = orders - creditNotes;
  return {
    figures: money(figures, currency),
    orders: money(orders, currency),
    invoices: money(invoices, currency),
    creditNotes: money(creditNotes, currency),
    expected: money(expected, currency),
    balanced: figures === expected,
    invoicesMatchOrders: invoices === orders,
  };
}
