import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import type { InvoiceDocument } from '../../lib/db/schema';
import { invoiceYear } from '../invoices';

const MAX_SEQUENCE = 999_999;

/** AV-YYYY-NNNNNN. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`Credit note sequence out of range: ${sequence}`);
  }
  return `AV-${year}-${String(sequence).padStart(6, '0')}`;
}

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
 * Hands out credit note numbers without gaps, as invoices do (`insertNumberedInvoice`): one statement
 * increments the year's row of `credit_note_counters` and inserts the credit note with the number it yields,
 * stored under `credit-notes/<number>.pdf`. The counter row stays locked until the caller commits, so
 * concurrent refunds queue on it and a rollback gives the number back; the PDF is rendered after the commit.
 */
export async function insertNumberedCreditNote(
  tx: Executor,
  note: UnnumberedCreditNote,
): Promise<{ number: string; fileKey: string }> {
  const year = invoiceYear(note.issuedAt);
  const result: unknown = await tx.execute(sql`
    with counter as (
      insert into credit_note_counters (year, last_sequence) values (${year}, 1)
      on conflict (year) do update set last_sequence = credit_note_counters.last_sequence + 1
      returning last_sequence
    ), numbered as (
      select last_sequence as sequence, 'AV-' || ${year}::text || '-' || lpad(last_sequence::text, 6, '0') as number
      from counter where last_sequence <= ${MAX_SEQUENCE}
    )
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
