import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';

/** FA-YYYY-NNNNNN. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  }
  return `FA-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of a date in France, where the invoices are issued. */
export function invoiceYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));
}

/**
 * Hands out invoice numbers without gaps: the per-year counter row is created or incremented with one
 * upsert inside the caller's transaction. The row stays locked until that transaction ends, so concurrent
 * payments queue on it; a rollback gives the number back.
 */
export class InvoiceNumberAllocator {
  async next(tx: Executor, date: Date): Promise<{ year: number; sequence: number; number: string }> {
    const year = invoiceYear(date);
    const result: unknown = await tx.execute(sql`
      insert into invoice_counters (year, last_sequence) values (${year}, 1)
      on conflict (year) do update set last_sequence = invoice_counters.last_sequence + 1
      returning last_sequence`);
    // node-postgres and PGlite both answer { rows }.
    const rows = (result as { rows: { last_sequence: number }[] }).rows;
    const sequence = Number(rows[0]!.last_sequence);
    return { year, sequence, number: formatInvoiceNumber(year, sequence) };
  }
}

/**
 * Prices include VAT: net = round(gross / (1 + rate)), VAT = gross − net, so the three always add up.
 * The rate travels in basis points (2000 = 20 %) to keep integer arithmetic.
 */
export function splitVat(grossCents: number, vatRateBps: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 10_000) / (10_000 + vatRateBps));
  return { netCents, vatCents: grossCents - netCents };
}

export const percentToBps = (percent: number) => Math.round(percent * 100);
