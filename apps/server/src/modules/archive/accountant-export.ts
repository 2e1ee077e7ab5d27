import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CsvRow } from '../../lib/csv';
import type { Database } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import { ensureInvoicePdf, type PdfStore, sha256Hex } from '../invoices';
import { archiveIndexCsv, archiveIndexRow } from './csv';
import { type ArchivedDocument, archivedDocumentsOfPeriod, checksumRecorderOf } from './documents';

/** What the accountant's export reaches: the documents, their files (rendered when missing), the audit log. */
export interface AccountantExportDeps extends PdfStore {
  db: Database;
}

const folderOf = (found: ArchivedDocument) => (found.kind === 'invoice' ? 'invoices' : 'credit-notes');

/** The document's file checked against its sum; why it is left out of the zip otherwise. */
async function exportedBytes(deps: AccountantExportDeps, found: ArchivedDocument) {
  try {
    const bytes = await ensureInvoicePdf(deps, found, checksumRecorderOf(deps.db, found.kind));
    return bytes ?? ('missing' as const);
  } catch (error) {
    if (error instanceof AppError && error.code === 'archive.damaged') return 'damaged' as const;
    throw error;
  }
}

/**
 * The accountant's export of a period (docs/rules/invoices.md, "Archive"): one zip holding every invoice and
 * credit note PDF issued from `from` to `to` and `index.csv` (number, date, kind, buyer, country, currency, net,
 * VAT, total, check sum, file). Written to the answer as it is read, a document at a time; a file that fails its
 * check sum is left out and its index line says `damaged` instead of a file name. The export is audited first.
 */
export async function accountantExport(
  deps: AccountantExportDeps,
  period: { from: string; to: string },
  actor: AuditActor,
): Promise<{ name: string; stream: Readable }> {
  const documents = await archivedDocumentsOfPeriod(deps.db, period.from, period.to);
  await recordAudit(deps.db, [
    {
      actor,
      action: 'archive.export',
      target: `archive:${period.from}..${period.to}`,
      after: { documents: documents.length },
    },
  ]);
  const zip = new ZipFile();
  const fill = async () => {
    const index: CsvRow[] = [];
    for (const found of documents) {
      const bytes = await exportedBytes(deps, found);
      const name = `${folderOf(found)}/${found.number}.pdf`;
      if (typeof bytes === 'string') index.push(archiveIndexRow(found, bytes));
      else {
        zip.addBuffer(bytes, name);
        index.push(archiveIndexRow({ ...found, sha256: sha256Hex(bytes) }, name));
      }
    }
    zip.addBuffer(Buffer.from(archiveIndexCsv(index)), 'index.csv');
    zip.end();
  };
  fill().catch((error: unknown) => {
    deps.log.error({ err: error }, 'accountant export failed');
    (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { name: `archive-${period.from}-${period.to}.zip`, stream: zip.outputStream as Readable };
}
