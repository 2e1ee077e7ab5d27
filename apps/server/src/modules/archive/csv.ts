import type { EReporting } from '@shop/contracts';
import { type CsvRow, toCsv } from '../../lib/csv';
import type { ArchivedDocument } from './documents';

const decimal = (cents: number) => (cents / 100).toFixed(2);

const SALES_HEADER = [
  'section',
  'day (TT-77)',
  'flow',
  'category (TT-81)',
  'country',
  'currency (TT-78)',
  'rate % (TT-86)',
  'kind',
  'documents',
  'net (TT-87)',
  'VAT (TT-88)',
  'total',
  'VAT in EUR (TT-83)',
];

/** The e-reporting data as one CSV file: the sales rows, then the payments rows (`section` tells them apart). */
export function eReportingCsv(report: EReporting): string {
  const rows: CsvRow[] = [
    ...report.sales.map((row) => [
      'sales',
      row.day,
      row.flow,
      row.category,
      row.country,
      row.currency.toUpperCase(),
      row.ratePercent,
      row.kind,
      row.documents,
      decimal(row.net.amount),
      decimal(row.vat.amount),
      decimal(row.total.amount),
      decimal(row.vatEuro.amount),
    ]),
    ...report.payments.map((row) => [
      'payments',
      row.day,
      row.flow,
      null,
      null,
      row.currency.toUpperCase(),
      row.ratePercent,
      'payment',
      null,
      decimal(row.received.amount - row.vat.amount),
      decimal(row.vat.amount),
      decimal(row.received.amount),
      null,
    ]),
  ];
  return toCsv(SALES_HEADER, rows);
}

export const ARCHIVE_INDEX_HEADER = [
  'number',
  'date',
  'kind',
  'buyer',
  'country',
  'currency',
  'net',
  'VAT',
  'total',
  'sha256',
  'file',
];

/** The accountant's index line of one document; its amounts as its owner's row keeps them. */
export function archiveIndexRow(found: ArchivedDocument, fileName: string): CsvRow {
  const doc = found.document;
  const buyer = doc ? doc.buyer.company || doc.buyer.name : '';
  return [
    found.number,
    found.day,
    found.kind,
    buyer,
    doc?.buyer.country || doc?.vatCountry || 'FR',
    (doc?.currency ?? 'eur').toUpperCase(),
    decimal(found.netCents),
    decimal(found.vatCents),
    decimal(found.grossCents),
    found.sha256,
    fileName,
  ];
}

export const archiveIndexCsv = (rows: CsvRow[]) => toCsv(ARCHIVE_INDEX_HEADER, rows);
