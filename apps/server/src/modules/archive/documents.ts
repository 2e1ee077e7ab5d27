import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import type { InvoiceDocument } from '../../lib/db/schema';
import { creditNoteChecksumRecorder } from '../credit-notes';
import { type ArchivedFile, type ChecksumRecorder, invoiceChecksumRecorder } from '../invoices';

/** The archive's two kinds of document (docs/rules/invoices.md, "Archive"); a free order's receipt is not one. */
export type ArchivedKind = 'invoice' | 'creditNote';

/** An issued document with its file, its check sum and its snapshot, in its owner's table. */
export interface ArchivedDocument extends ArchivedFile {
  kind: ArchivedKind;
  number: string;
  /** The Paris day it was issued (`2026-11-30`): the day the accountant's period and e-reporting count. */
  day: string;
  /** The Paris day the money moved: an invoice's order paid, a credit note's refund (its issue). */
  paidDay: string;
  document: InvoiceDocument | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The Paris calendar day of a timestamp column, as the printed documents date it. */
export const parisDay = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char((${column} AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD')`;

const issued = sql.raw('issued_at');
const paid = sql.raw("(document->>'paidAt')::timestamptz");

/** Both tables as one list, ordered by file key (a stable order to page through). */
const archivedDocuments = sql`
  SELECT 'invoice' AS kind, number, file_key AS "fileKey", sha256, document, ${parisDay(issued)} AS day,
         coalesce(${parisDay(paid)}, ${parisDay(issued)}) AS "paidDay",
         net_cents AS "netCents", vat_cents AS "vatCents", gross_cents AS "grossCents"
    FROM invoices
  UNION ALL
  SELECT 'creditNote' AS kind, number, file_key AS "fileKey", sha256, document, ${parisDay(issued)} AS day,
         ${parisDay(issued)} AS "paidDay",
         net_cents AS "netCents", vat_cents AS "vatCents", gross_cents AS "grossCents"
    FROM credit_notes`;

/** Every document issued, or whose money moved, from `from` to `to` (e-reporting's sales and payments). */
export const documentsMovedInPeriod = (db: Executor, from: string, to: string) =>
  queryRows<ArchivedDocument>(
    db,
    sql`SELECT * FROM (${archivedDocuments}) d
        WHERE day BETWEEN ${from} AND ${to} OR "paidDay" BETWEEN ${from} AND ${to}
        ORDER BY day, kind DESC, number`,
  );

/** The archived document stored under `fileKey`, if it is one. */
export async function archivedDocumentOfKey(
  db: Executor,
  fileKey: string,
): Promise<ArchivedDocument | undefined> {
  const [row] = await queryRows<ArchivedDocument>(
    db,
    sql`SELECT * FROM (${archivedDocuments}) d WHERE "fileKey" = ${fileKey}`,
  );
  return row;
}

/** A page of the archive after `afterKey`, in file-key order (the check walks it page by page). */
export const archivedDocumentsAfter = (db: Executor, afterKey: string, limit: number) =>
  queryRows<ArchivedDocument>(
    db,
    sql`SELECT * FROM (${archivedDocuments}) d WHERE "fileKey" > ${afterKey} ORDER BY "fileKey" LIMIT ${limit}`,
  );

/** Every document issued from `from` to `to` (Paris days, both included), by day, kind and number. */
export const archivedDocumentsOfPeriod = (db: Executor, from: string, to: string) =>
  queryRows<ArchivedDocument>(
    db,
    sql`SELECT * FROM (${archivedDocuments}) d WHERE day BETWEEN ${from} AND ${to}
        ORDER BY day, kind DESC, number`,
  );

/** The owner's recorder of a document's check sum: each table is written by its own module. */
export const checksumRecorderOf = (db: Executor, kind: ArchivedKind): ChecksumRecorder =>
  kind === 'invoice' ? invoiceChecksumRecorder(db) : creditNoteChecksumRecorder(db);
