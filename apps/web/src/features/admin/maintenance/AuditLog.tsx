import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '@/shared/format';
import { AdminTable, QueryView } from '../components/AdminTable';
import { useAuditLog } from './api';
import { auditChanges } from './auditChanges';

/** The changed fields of an entry, each as "Price: 49,00 € → 39,00 €", the whole record on demand. */
function ChangesCell({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return value ? t('shared.yes') : t('shared.no');
    if (typeof value === 'number' && field.endsWith('Cents')) return formatPrice(value / 100, language);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  const label = (field: string) =>
    i18n.exists(`admin:maintenance.audit.fields.${field}`)
      ? t(`maintenance.audit.fields.${field}` as 'maintenance.audit.fields.status')
      : field;
  return (
    <div className="space-y-0.5 text-xs">
      <ul>
        {changes.map(({ field, before: old, after: next }) => (
          <li key={field} data-testid="audit-change" className="break-all">
            {field
              ? t('maintenance.audit.change', {
                  field: label(field),
                  before: show(field, old),
                  after: show(field, next),
                })
              : `${show(field, old)} → ${show(field, next)}`}
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-slate-500">{t('maintenance.audit.details')}</summary>
        <pre className="mt-1 max-w-md overflow-auto whitespace-pre-wrap">
          {JSON.stringify({ before, after }, null, 2)}
        </pre>
      </details>
    </div>
  );
}

/** The audit log of admin writes and maintenance runs: newest first, 20 a page. */
export function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const columns = ['when', 'who', 'action', 'target', 'changes', 'ip'] as const;
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
                  <ChangesCell before={entry.before} after={entry.after} />
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
