import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { AdminTable, QueryView } from '../components/AdminTable';
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
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const columns = ['when', 'who', 'action', 'target', 'before', 'after', 'ip'] as const;
  return (
    <section aria-labelledby="maintenance-audit" data-testid="audit-log">
      <h2 id="maintenance-audit" className="mb-3 text-lg font-semibold text-white">
        {t('maintenance.audit.title')}
      </h2>
      <QueryView query={log}>
        {(data) => (
          <AdminTable
            headers={columns.map((column) => t(`maintenance.audit.columns.${column}`))}
            empty={data.entries.length === 0 && t('maintenance.audit.empty')}
            pagination={data.pagination}
            onPage={setPage}
            label={t('maintenance.audit.title')}
          >
            {data.entries.map((entry) => (
              <tr key={entry._id} data-testid="audit-row">
                <td className="whitespace-nowrap">{formatDateTime(entry.createdAt, language)}</td>
                <td>{entry.adminEmail ?? t('maintenance.audit.system')}</td>
                <td className="font-mono text-xs">{entry.action}</td>
                <td className="font-mono text-xs break-all">{entry.target ?? '—'}</td>
                <td>
                  <StateCell value={entry.before} />
                </td>
                <td>
                  <StateCell value={entry.after} />
                </td>
                <td className="font-mono text-xs">{entry.ip ?? '—'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
    </section>
  );
}
