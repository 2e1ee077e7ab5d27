import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invoices } from '../../lib/db/schema';
import { scheduleTask } from '../../lib/schedule';
import type { InvoiceRow } from './service';

const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The invoice's PDF, rendered from its snapshot and stored when it is not in storage yet (the transaction
 * that issued it only stored the snapshot; a crash may come between the commit and the rendering). Rendering
 * (off the main thread, `app.pdfRenderer`) is deterministic and the write atomic, so two instances doing it
 * at once store the same bytes. Undefined for an older invoice without a snapshot whose file is gone: nothing can rebuild it faithfully.
 */
export async function ensureInvoicePdf(
  app: FastifyInstance,
  invoice: Pick<InvoiceRow, 'fileKey' | 'document'>,
): Promise<Buffer | undefined> {
  const stored = await app.storage.get(invoice.fileKey);
  if (stored || !invoice.document) return stored;
  const pdf = await app.pdfRenderer.render(invoice.document);
  await app.storage.put(invoice.fileKey, pdf, { overwrite: true });
  return pdf;
}

/** The PDF stored under `fileKey` when it is an invoice's, rendered first if missing (mail attachments). */
async function invoicePdfOfKey(app: FastifyInstance, fileKey: string): Promise<Buffer | undefined> {
  const [invoice] = await app.db
    .select({ fileKey: invoices.fileKey, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.fileKey, fileKey));
  return invoice ? ensureInvoicePdf(app, invoice) : undefined;
}

/** Renders every invoice PDF missing from storage; returns how many were written. */
export async function repairInvoicePdfs(app: FastifyInstance): Promise<number> {
  let repaired = 0;
  let after = '';
  for (;;) {
    const batch = await app.db
      .select({ number: invoices.number, fileKey: invoices.fileKey, document: invoices.document })
      .from(invoices)
      .where(and(isNotNull(invoices.document), gt(invoices.number, after)))
      .orderBy(asc(invoices.number))
      .limit(SWEEP_BATCH);
    for (const invoice of batch) {
      if (await app.storage.exists(invoice.fileKey)) continue;
      await ensureInvoicePdf(app, invoice);
      repaired += 1;
    }
    if (batch.length < SWEEP_BATCH) break;
    after = batch.at(-1)!.number;
  }
  if (repaired > 0) app.log.warn({ repaired }, 'invoice PDFs missing after their commit were rendered');
  return repaired;
}

/**
 * Invoice PDFs after the commit: the mail worker renders a missing invoice attachment from its snapshot
 * instead of waiting for it, and, with the scheduled tasks, a sweep at start-up and every 10 minutes renders
 * any PDF a crash left unwritten.
 */
export const invoicePdfsPlugin = fp(
  async (app: FastifyInstance, options: { sweep: boolean }) => {
    app.mail.renderMissingAttachments('invoices/', (fileKey) => invoicePdfOfKey(app, fileKey));
    if (options.sweep) scheduleTask(app, 'invoice PDF repair', SWEEP_EVERY_MS, () => repairInvoicePdfs(app));
  },
  { name: 'invoice-pdfs', dependencies: ['mail', 'storage', 'database'] },
);
