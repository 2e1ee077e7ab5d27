import type { Language } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import type { InvoiceDocument } from '../../lib/db/schema';

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

const MAX_SEQUENCE = 999_999;

/** An invoice row to insert, less what its number decides (the number, its sequence and file key). */
export interface UnnumberedInvoice {
  id: string;
  orderId: string;
  language: Language;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRateBps: number;
  /** The snapshot; its `number` is filled in with the one allocated. */
  document: InvoiceDocument;
  issuedAt: Date;
}

/**
 * Hands out invoice numbers without gaps: one statement increments (or creates) the year's counter row and
 * inserts the invoice with the number it yields, FA-YYYY-NNNNNN (`formatInvoiceNumber`), stored under
 * `invoices/<number>.pdf`. The counter row stays locked until the caller's transaction ends, so concurrent
 * payments queue on it and a rollback gives the number back; doing both in one statement keeps that lock for a
 * single round trip before the commit, which is what bounds paid orders per second.
 */
export async function insertNumberedInvoice(
  tx: Executor,
  invoice: UnnumberedInvoice,
): Promise<{ number: string; sequence: number; fileKey: string }> {
  const year = invoiceYear(invoice.issuedAt);
  const result: unknown = await tx.execute(sql`
    with counter as (
      insert into invoice_counters (year, last_sequence) values (${year}, 1)
      on conflict (year) do update set last_sequence = invoice_counters.last_sequence + 1
      returning last_sequence
    ), numbered as (
      select last_sequence as sequence, 'FA-' || ${year}::text || '-' || lpad(last_sequence::text, 6, '0') as number
      from counter where last_sequence <= ${MAX_SEQUENCE}
    )
    insert into invoices (id, order_id, number, year, sequence, language, net_cents, vat_cents, gross_cents,
      vat_rate_bps, file_key, document, issued_at)
    select ${invoice.id}::uuid, ${invoice.orderId}::uuid, number, ${year}, sequence, ${invoice.language},
      ${invoice.netCents}, ${invoice.vatCents}, ${invoice.grossCents}, ${invoice.vatRateBps},
      'invoices/' || number || '.pdf', jsonb_set(${JSON.stringify(invoice.document)}::jsonb, '{number}', to_jsonb(number)),
      ${invoice.issuedAt.toISOString()}::timestamptz
    from numbered
    returning number, sequence, file_key`);
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as { rows: { number: string; sequence: number; file_key: string }[] }).rows;
  if (!row) throw new RangeError(`Invoice sequence of ${year} exhausted`);
  return { number: row.number, sequence: Number(row.sequence), fileKey: row.file_key };
}
