import type { Language } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { type InvoiceDocument, invoiceCounters } from '../../lib/db/schema';
import { numberedCte } from '../../lib/db/yearly-numbers';

/** The calendar year of a date in France, where the invoices are issued. */
export function invoiceYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));
}

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
 * Inserts the invoice with the next number of its year, FA-YYYY-NNNNNN without gaps (`numberedCte`), stored
 * under `invoices/<number>.pdf`.
 */
export async function insertNumberedInvoice(
  tx: Executor,
  invoice: UnnumberedInvoice,
): Promise<{ number: string; sequence: number; fileKey: string }> {
  const year = invoiceYear(invoice.issuedAt);
  const result: unknown = await tx.execute(sql`
    with ${numberedCte(invoiceCounters, 'FA', year)}
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
