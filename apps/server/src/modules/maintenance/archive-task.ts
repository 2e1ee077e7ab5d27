import type { CheckedDocument } from '../archive';
import type { MaintenanceTaskRunner } from './context';
import type { TaskReport } from './report';

const named = (document: CheckedDocument) => `${document.number} (${document.fileKey})`;

function listDocuments(report: TaskReport, documents: CheckedDocument[]) {
  report.table(
    [report.text('columns.kind'), report.text('columns.number'), report.text('columns.file')],
    documents.map((document) => [document.kind, document.number, document.fileKey]),
  );
}

/**
 * checkArchive (docs/rules/invoices.md, "Archive"): every issued invoice and credit note read back and compared
 * with the SHA-256 recorded when its file was written. A changed file is an error of the report and is
 * e-mailed to the seller; a file older than the sums gets its sum now; a missing one is listed (the repair
 * sweep renders an issued snapshot's). It records sums, and changes nothing else.
 */
export const checkArchive: MaintenanceTaskRunner = async ({ deps, report }) => {
  const found = await deps.checkArchive();
  report.line('archive.checked', { count: found.checked });
  report.heading('archive.damaged', { count: found.damaged.length });
  listDocuments(report, found.damaged);
  report.heading('archive.missing', { count: found.missing.length });
  listDocuments(report, found.missing);
  report.heading('archive.sealed', { count: found.sealed.length });
  listDocuments(report, found.sealed);
  if (found.damaged.length > 0) {
    report.error('archive.damagedError', { count: found.damaged.length });
    deps.log.error({ damaged: found.damaged }, 'archived documents changed');
    await deps.tellSellerOfDamage(found.damaged.map(named));
  }
  return {
    after: {
      checked: found.checked,
      damaged: found.damaged.map(named),
      missing: found.missing.length,
      sealed: found.sealed.length,
    },
  };
};
