import type { Language } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { type InvoiceDocument, invoiceCounters } from '../../lib/db/schema';
import { numberedCte } from '../../lib/db/yearly-numbers';

const parisYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' });

/** The calendar year of a date in France, where the invoices are issued. */
export function invoiceYear(date: Date): number {
  return Number(parisYear.format(date));
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
}

export interface NumberedInvoice {
  orderId: string;
  number: string;
  sequence: number;
  fileKey: string;
}

/**
 * Inserts the invoices, all issued at `issuedAt`, with the next numbers of its year in the order given,
 * FA-YYYY-NNNNNN without gaps (`numberedCte`), each stored under `invoices/<number>.pdf`: one statement
 * however many there are. Past the year's last number it throws, and the caller's transaction then rolls back
 * whatever the statement inserted.
 */
export async function insertNumberedInvoices(
  tx: Executor,
  issuedAt: Date,
  batch: readonly UnnumberedInvoice[],
): Promise<NumberedInvoice[]> {
  if (batch.length === 0) return [];
  const year = invoiceYear(issuedAt);
  const result: unknown = await tx.execute(sql`
    with ${numberedCte(invoiceCounters, 'FA', year, batch.length)}
    insert into invoices (id, order_id, number, year, sequence, language, net_cents, vat_cents, gross_cents,
      vat_rate_bps, file_key, document, issued_at)
    select (invoice->>'id')::uuid, (invoice->>'orderId')::uuid, number, ${year}, sequence, invoice->>'language',
      (invoice->>'netCents')::int, (invoice->>'vatCents')::int, (invoice->>'grossCents')::int,
      (invoice->>'vatRateBps')::int, 'invoices/' || number || '.pdf',
      jsonb_set(invoice->'document', '{number}', to_jsonb(number)), ${issuedAt.toISOString()}::timestamptz
    from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) with ordinality as input(invoice, position)
    join numbered using (position)
    returning order_id, number, sequence, file_key`);
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as {
    rows: { order_id: string; number: string; sequence: number; file_key: string }[];
  };
  if (rows.length < batch.length) throw new RangeError(`Invoice sequence of ${year} exhausted`);
  const byOrder = new Map(rows.map((row) => [row.order_id, row]));
  return batch.map(({ orderId }) => {
    const row = byOrder.get(orderId)!;
    return { orderId, number: row.number, sequence: Number(row.sequence), fileKey: row.file_key };
  });
}
