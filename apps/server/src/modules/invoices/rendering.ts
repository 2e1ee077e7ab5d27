import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../lib/db/client';
import { invoices } from '../../lib/db/schema';
import { registerScheduledTask } from '../../lib/schedule';
import type { FileStorage } from '../../lib/storage/storage';
import { type ChecksumRecorder, checkedArchiveBytes, invoiceChecksumRecorder, sha256Hex } from './archive';
import type { PdfRenderPool } from './pdf-pool';
import type { InvoiceRow } from './service';

/** What renders a document's PDF into storage: the renderer (a worker pool), the storage, and the log a damaged file is reported to. */
export interface PdfStore {
  pdfRenderer: Pick<PdfRenderPool, 'render'>;
  storage: Pick<FileStorage, 'get' | 'put' | 'exists'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What the repair sweep reaches besides: the invoices it reads and records the sums of, and the log it reports to. */
export interface PdfRepairDeps extends PdfStore {
  db: Database;
  log: FastifyBaseLogger;
}

const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The document's PDF (an invoice's or a credit note's), rendered from its snapshot and stored when it is not
 * in storage yet (the transaction that issued it only stored the snapshot; a crash may come between the commit
 * and the rendering). Rendering (off the main thread, `pdfRenderer`) is deterministic and the write atomic, so
 * two instances doing it at once store the same bytes; the file's SHA-256 is recorded by the document's owner
 * (`record`) right after the write (docs/rules/invoices.md, "Archive"). A stored file is checked against its
 * sum before it is returned (`archive.damaged` when it changed). Undefined for an older invoice without
 * a snapshot whose file is gone: nothing can rebuild it faithfully.
 */
export async function ensureInvoicePdf(
  deps: PdfStore,
  invoice: Pick<InvoiceRow, 'fileKey' | 'document' | 'sha256'>,
  record: ChecksumRecorder,
): Promise<Buffer | undefined> {
  const stored = await deps.storage.get(invoice.fileKey);
  if (stored) return checkedArchiveBytes(stored, invoice, record, deps.log);
  if (!invoice.document) return undefined;
  const pdf = await deps.pdfRenderer.render(invoice.document);
  await deps.storage.put(invoice.fileKey, pdf, { overwrite: true });
  await record(invoice.fileKey, sha256Hex(pdf));
  return pdf;
}

/** The PDF stored under `fileKey` when it is an invoice's, rendered first if missing (mail attachments). */
async function invoicePdfOfKey(deps: PdfRepairDeps, fileKey: string): Promise<Buffer | undefined> {
  const [invoice] = await deps.db
    .select({ fileKey: invoices.fileKey, document: invoices.document, sha256: invoices.sha256 })
    .from(invoices)
    .where(eq(invoices.fileKey, fileKey));
  return invoice ? ensureInvoicePdf(deps, invoice, invoiceChecksumRecorder(deps.db)) : undefined;
}

/** Renders every invoice PDF missing from storage; returns how many were written. */
export async function repairInvoicePdfs(deps: PdfRepairDeps): Promise<number> {
  let repaired = 0;
  let after = '';
  for (;;) {
    const batch = await deps.db
      .select({
        number: invoices.number,
        fileKey: invoices.fileKey,
        document: invoices.document,
        sha256: invoices.sha256,
      })
      .from(invoices)
      .where(and(isNotNull(invoices.document), gt(invoices.number, after)))
      .orderBy(asc(invoices.number))
      .limit(SWEEP_BATCH);
    for (const invoice of batch) {
      if (await deps.storage.exists(invoice.fileKey)) continue;
      await ensureInvoicePdf(deps, invoice, invoiceChecksumRecorder(deps.db));
      repaired += 1;
    }
    if (batch.length < SWEEP_BATCH) break;
    after = batch.at(-1)!.number;
  }
  if (repaired > 0) deps.log.warn({ repaired }, 'invoice PDFs missing after their commit were rendered');
  return repaired;
}

/**
 * Invoice PDFs after the commit: the mail worker renders a missing invoice attachment from its snapshot
 * instead of waiting for it, and, with the scheduled tasks, a sweep at start-up and every 10 minutes renders
 * any PDF a crash left unwritten.
 */
export const invoicePdfsPlugin = fp(
  async (app: FastifyInstance, options: { sweep: boolean }) => {
    const deps: PdfRepairDeps = {
      db: app.db,
      storage: app.storage,
      pdfRenderer: app.pdfRenderer,
      log: app.log,
    };
    app.mail.renderMissingAttachments('invoices/', (fileKey) => invoicePdfOfKey(deps, fileKey));
    if (options.sweep)
      registerScheduledTask(app, 'invoice PDF repair', SWEEP_EVERY_MS, () => repairInvoicePdfs(deps));
  },
  { name: 'invoice-pdfs', dependencies: ['mail', 'storage', 'database'] },
);
