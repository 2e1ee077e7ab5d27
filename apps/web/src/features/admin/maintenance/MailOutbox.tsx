import { type MailStatus, mailStatuses } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { AdminTable, QueryView } from '../components/AdminTable';
import { type OutboxFilters, useMailOutbox, useRetryMail } from './api';

const statusTone: Record<MailStatus, string> = {
  queued: 'bg-amber-500/20 text-amber-300',
  sending: 'bg-sky-500/20 text-sky-300',
  sent: 'bg-green-500/20 text-green-300',
  failed: 'bg-red-500/20 text-red-300',
};

/** The mail queue: queued, sending, sent and failed messages, newest first; a failed one can be retried. */
export function MailOutbox() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const [filters, setFilters] = useState<OutboxFilters>({ page: 1, status: 'all' });
  const outbox = useMailOutbox(filters);
  const retry = useRetryMail();
  const columns = ['createdAt', 'to', 'subject', 'status', 'attempts', 'lastError'] as const;

  return (
    <section aria-labelledby="maintenance-outbox" data-testid="mail-outbox">
      <div className="mb-3 flex flex-wrap items-center gap-4">
        <h2 id="maintenance-outbox" className="text-lg font-semibold text-white">
          {t('maintenance.outbox.title')}
        </h2>
        <select
          aria-label={t('maintenance.outbox.statusLabel')}
          value={filters.status}
          onChange={(event) => setFilters({ page: 1, status: event.target.value as OutboxFilters['status'] })}
          className="rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-white"
        >
          {(['all', ...mailStatuses] as const).map((status) => (
            <option key={status} value={status}>
              {t(`maintenance.outbox.status.${status}`)}
              {status !== 'all' && outbox.data ? ` (${outbox.data.counts[status]})` : ''}
            </option>
          ))}
        </select>
      </div>
      {retry.isSuccess && (
        <p role="status" className="mb-3 text-green-400">
          {t('maintenance.outbox.retried', { to: retry.data.to })}
        </p>
      )}
      {retry.isError && (
        <ErrorAlert className="mb-3" message={serverMessage(retry.error, t('shared.genericError'))} />
      )}
      <QueryView query={outbox}>
        {(data) => (
          <AdminTable
            headers={[
              ...columns.map((column) => t(`maintenance.outbox.columns.${column}`)),
              t('shared.actions'),
            ]}
            empty={data.messages.length === 0 && t('maintenance.outbox.empty')}
            pagination={data.pagination}
            onPage={(page) => setFilters({ ...filters, page })}
            label={t('maintenance.outbox.title')}
          >
            {data.messages.map((message) => (
              <tr key={message._id} data-testid="outbox-row">
                <td className="whitespace-nowrap">{formatDateTime(message.createdAt, language)}</td>
                <td className="break-all">{message.to}</td>
                <td>{message.subject}</td>
                <td>
                  <span className={`rounded-full px-2 py-0.5 text-xs ${statusTone[message.status]}`}>
                    {t(`maintenance.outbox.status.${message.status}`)}
                  </span>
                </td>
                <td>{message.attempts}</td>
                <td className="text-xs break-all text-slate-400">{message.lastError ?? '—'}</td>
                <td>
                  {message.status === 'failed' && (
                    <button
                      type="button"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(message._id)}
                      className="text-brand-400 hover:underline disabled:opacity-50"
                    >
                      {t('maintenance.outbox.retry')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
    </section>
  );
}
