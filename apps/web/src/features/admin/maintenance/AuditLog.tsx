import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, formatDateTime } from '@/shared/format';
import { Spinner } from '@/shared/ui/Spinner';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { useAuditLog } from './api';

/** A before/after state on one line, opened in full on demand (entries can hold whole records). */
function StateCell({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>;
  const text = JSON.stringify(value);
  if (text.length <= 60) return <code className="text-xs break-all">{text}</code>;
  return (
    <details>
      <summary className="cursor-pointer text-xs break-all">{`${text.slice(0, 60)}…`}</summary>
      <pre className="mt-1 max-w-md overflow-auto text-xs whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** The audit log of admin writes and maintenance runs: newest first, 20 a page. */
export function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const language = asLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const columns = ['when', 'who', 'action', 'target', 'before', 'after', 'ip'] as const;
  return (
    <section aria-labelledby="maintenance-audit" data-testid="audit-log">
      <h2 id="maintenance-audit" className="mb-3 text-lg font-semibold text-white">
        {t('maintenance.audit.title')}
      </h2>
      {log.isError && <LoadErrorBanner message={log.error.message} onRetry={() => void log.refetch()} />}
      {!log.data && !log.isError && <Spinner />}
      {log.data && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-400">
                <tr>
                  {columns.map((column) => (
                    <th key={column} className="py-2 pr-3">
                      {t(`maintenance.audit.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800 align-top text-slate-200">
                {log.data.entries.map((entry) => (
                  <tr key={entry._id} data-testid="audit-row">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDateTime(entry.createdAt, language)}
                    </td>
                    <td className="pr-3">{entry.adminEmail ?? t('maintenance.audit.system')}</td>
                    <td className="pr-3 font-mono text-xs">{entry.action}</td>
                    <td className="pr-3 font-mono text-xs break-all">{entry.target ?? '—'}</td>
                    <td className="pr-3">
                      <StateCell value={entry.before} />
                    </td>
                    <td className="pr-3">
                      <StateCell value={entry.after} />
                    </td>
                    <td className="font-mono text-xs">{entry.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.data.entries.length === 0 && (
            <p className="py-6 text-center text-slate-400">{t('maintenance.audit.empty')}</p>
          )}
          <Pager pagination={log.data.pagination} onPage={setPage} />
        </>
      )}
    </section>
  );
}
