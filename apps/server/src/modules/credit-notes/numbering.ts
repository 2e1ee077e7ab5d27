import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { creditNoteCounters, type InvoiceDocument } from '../../lib/db/schema';
import { numberedCte } from '../../lib/db/yearly-numbers';
import { invoiceYear } from '../invoices';

export interface UnnumberedCreditNote {
  id: string;
  refundId: string;
  orderId: string;
  invoiceId: string;
  language: InvoiceDocument['language'];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The snapshot; its `number` is filled in with the one allocated. */
  document: InvoiceDocument;
  issuedAt: Date;
}

/**
 * Inserts the credit note with the next number of its year, AV-YYYY-NNNNNN without gaps (`numberedCte`),
 * stored under `credit-notes/<number>.pdf`; the PDF is rendered after the commit.
 */
export async function insertNumberedCreditNote(
  tx: Executor,
  note: UnnumberedCreditNote,
): Promise<{ number: string; fileKey: string }> {
  const year = invoiceYear(note.issuedAt);
  const result: unknown = await tx.execute(sql`
    with ${numberedCte(creditNoteCounters, 'AV', year)}
    insert into credit_notes (id, refund_id, order_id, invoice_id, number, year, sequence, language, net_cents,
      vat_cents, gross_cents, file_key, document, issued_at)
    select ${note.id}::uuid, ${note.refundId}::uuid, ${note.orderId}::uuid, ${note.invoiceId}::uuid, number,
      ${year}, sequence, ${note.language}, ${note.netCents}, ${note.vatCents}, ${note.grossCents},
      'credit-notes/' || number || '.pdf',
      jsonb_set(${JSON.stringify(note.document)}::jsonb, '{number}', to_jsonb(number)),
      ${note.issuedAt.toISOString()}::timestamptz
    from numbered
    returning number, file_key`);
  const [row] = (result as { rows: { number: string; file_key: string }[] }).rows;
  if (!row) throw new RangeError(`Credit note sequence of ${year} exhausted`);
  return { number: row.number, fileKey: row.file_key };
}
