import {
  type ArchivePeriodQuery,
  type EReportingPaymentRow,
  type EReportingSalesRow,
  formatMoney,
} from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/store';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { LoadErrorBanner } from '../components/AdminUi';
import { downloadCsv } from '../components/downloadCsv';
import { ExportButton } from '../components/ExportButton';
import { periodSearch, useEReporting } from './api';

type ColumnKey =
  | 'day'
  | 'flow'
  | 'category'
  | 'country'
  | 'rate'
  | 'kind'
  | 'documents'
  | 'net'
  | 'vat'
  | 'total'
  | 'vatEuro'
  | 'received';

const inputClass = 'rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white';

/** This month so far, in the browser's calendar: the period the tab opens on. */
function thisMonth(now = new Date()): ArchivePeriodQuery {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(now.getFullYear(), now.getMonth(), 1)), to: day(now) };
}

/** The accountant's zip of the period: downloaded with the admin's token, as the CSV exports are. */
function ZipButton({ period }: { period: ArchivePeriodQuery }) {
  const { t } = useTranslation('admin');
  const token = useSession((state) => state.userInfo?.token);
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const start = () => {
    if (!token) return;
    setState('running');
    downloadCsv(token, `/api/admin/archive/export${periodSearch(period)}`, { type: 'application/zip' }).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={start}
        disabled={state === 'running'}
        data-testid="export-archive"
        className="rounded-md border border-slate-700 px-4 py-2 text-slate-200 disabled:opacity-50"
      >
        {state === 'running' ? t('archive.exportingZip') : t('archive.exportZip')}
      </button>
      {state === 'failed' && <ErrorAlert message={t('archive.zipFailed')} />}
    </div>
  );
}

/** A row's key: its values, which tell each group of the report apart (day, flow, country, currency, rate…). */
const keyOf = (row: object) =>
  Object.values(row)
    .map((value) => JSON.stringify(value))
    .join('|');

/** One part of the report (the sales, the payments): its rows as a table, or a line saying there are none. */
function ReportSection<T extends object>(props: {
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowTestId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-medium text-white">{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="text-sm text-slate-400">{t('archive.empty')}</p>
      ) : (
        <DataTable columns={props.columns} rows={props.rows} rowKey={keyOf} rowTestId={props.rowTestId} />
      )}
    </section>
  );
}

/**
 * The archive and e-reporting (docs/rules/invoices.md): a period of days, the accountant's zip of its invoices
 * and credit notes, and the reform's e-reporting data (sales by day, flow, country, currency and rate, and the
 * payments received), shown and exported as CSV. Nothing is sent anywhere.
 */
export function ArchiveTab() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const [period, setPeriod] = useState<ArchivePeriodQuery>(thisMonth);
  const report = useEReporting(period);
  const amount = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, language);
  const column = (key: ColumnKey) => t(`archive.columns.${key}`);

  const salesColumns: Column<EReportingSalesRow>[] = [
    { header: column('day'), cell: (row) => row.day },
    { header: column('flow'), cell: (row) => row.flow },
    { header: column('category'), cell: (row) => row.category },
    { header: column('country'), cell: (row) => row.country },
    { header: column('rate'), cell: (row) => `${row.ratePercent} %`, numeric: true },
    { header: column('kind'), cell: (row) => t(`archive.kinds.${row.kind}`) },
    { header: column('documents'), cell: (row) => row.documents, numeric: true },
    { header: column('net'), cell: (row) => amount(row.net), numeric: true },
    { header: column('vat'), cell: (row) => amount(row.vat), numeric: true },
    { header: column('total'), cell: (row) => amount(row.total), numeric: true },
    { header: column('vatEuro'), cell: (row) => amount(row.vatEuro), numeric: true },
  ];
  const paymentColumns: Column<EReportingPaymentRow>[] = [
    { header: column('day'), cell: (row) => row.day },
    { header: column('flow'), cell: (row) => row.flow },
    { header: column('rate'), cell: (row) => `${row.ratePercent} %`, numeric: true },
    { header: column('received'), cell: (row) => amount(row.received), numeric: true },
    { header: column('vat'), cell: (row) => amount(row.vat), numeric: true },
  ];
  return (
    <div className="space-y-8" data-testid="admin-archive">
      <header className="space-y-2">
        <h2 className="text-xl font-semibold text-white">{t('archive.title')}</h2>
        <p className="text-sm text-slate-400">
          {t('archive.intro', { connector: report.data?.connector ?? 'local' })}
        </p>
      </header>
      <div className="flex flex-wrap items-end gap-4">
        {(['from', 'to'] as const).map((bound) => (
          <label key={bound} className="flex flex-col gap-1 text-sm text-slate-300">
            {t(`archive.${bound}`)}
            <input
              type="date"
              className={inputClass}
              value={period[bound]}
              onChange={(event) => setPeriod((current) => ({ ...current, [bound]: event.target.value }))}
            />
          </label>
        ))}
        <ExportButton
          url={`/api/admin/e-reporting/export${periodSearch(period)}`}
          label={t('archive.exportCsv')}
          testId="export-e-reporting"
        />
        <ZipButton period={period} />
      </div>
      {report.isError && (
        <LoadErrorBanner message={report.error.message} onRetry={() => void report.refetch()} />
      )}
      {!report.data && !report.isError && <Spinner />}
      {report.data && (
        <>
          <ReportSection
            title={t('archive.sales')}
            columns={salesColumns}
            rows={report.data.sales}
            rowTestId="e-reporting-sale"
          />
          <ReportSection
            title={t('archive.payments')}
            columns={paymentColumns}
            rows={report.data.payments}
            rowTestId="e-reporting-payment"
          />
        </>
      )}
    </div>
  );
}
