import type { Subscriber } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useSession } from '@/shared/session/store';
import { Dialog } from '@/shared/ui/Dialog';
import { DialogActions } from '@/shared/ui/DialogActions';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { type SubscriberFilters, useDeleteSubscriber, useSubscribers } from '../api';
import { LoadErrorBanner, Pager, StatCard } from '../components/AdminUi';
import { ExportButton } from '../components/ExportButton';
import { FilterBar } from '../components/FilterBar';

const initial: SubscriberFilters = { page: 1, search: '', status: 'all' };

/** Newsletter: stats, search by e-mail, status filter, 20 a page with up to 5 page numbers, delete, CSV. */
export function NewsletterTab() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const token = useSession((state) => state.userInfo?.token);
  const [filters, setFilters] = useState(initial);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const subscribers = useSubscribers(filters);
  const remove = useDeleteSubscriber();
  const closeConfirm = useCallback(() => setDeleting(null), []);

  if (!token) return <LoadErrorBanner message={t('newsletter.missingToken')} />;

  return (
    <div data-testid="admin-newsletter">
      {subscribers.data && (
        <div className="mb-6 grid gap-4 sm:grid-cols-4">
          <StatCard
            label={t('newsletter.stats.total')}
            value={subscribers.data.stats.total}
            testId="subscribers-total"
          />
          <StatCard label={t('newsletter.stats.active')} value={subscribers.data.stats.active} />
          <StatCard label={t('newsletter.stats.inactive')} value={subscribers.data.stats.inactive} />
          <StatCard label={t('newsletter.stats.thisMonth')} value={subscribers.data.stats.thisMonth} />
        </div>
      )}
      <FilterBar
        searchLabel={t('newsletter.searchPlaceholder')}
        statusLabel={t('newsletter.statusLabel')}
        status={filters.status}
        statuses={[
          { value: 'all', label: t('newsletter.status.all') },
          { value: 'active', label: t('newsletter.status.active') },
          { value: 'inactive', label: t('newsletter.status.inactive') },
        ]}
        onSearch={(search) => setFilters({ ...filters, page: 1, search })}
        onStatus={(status) => setFilters({ ...filters, page: 1, status })}
        actions={() => (
          <ExportButton
            url="/api/newsletter/subscribers/export"
            label={t('newsletter.exportCsv')}
            testId="export-subscribers"
          />
        )}
      />
      {subscribers.isError && (
        <LoadErrorBanner message={subscribers.error.message || t('newsletter.loadFailed')} />
      )}
      {!subscribers.data && !subscribers.isError && <Spinner />}
      {subscribers.data && (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-400">
              <tr>
                <th className="py-2">{t('newsletter.columns.email')}</th>
                <th>{t('newsletter.columns.status')}</th>
                <th>{t('newsletter.columns.subscribedAt')}</th>
                <th>{t('newsletter.columns.source')}</th>
                <th>{t('shared.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800 text-slate-200">
              {subscribers.data.subscribers.map((subscriber) => (
                <tr key={subscriber._id} data-testid="subscriber-row">
                  <td className="py-2">{subscriber.email}</td>
                  <td>{subscriber.isActive ? t('newsletter.active') : t('newsletter.inactive')}</td>
                  <td>{formatDateTime(subscriber.subscribedAt, language)}</td>
                  <td>{subscriber.source}</td>
                  <td>
                    <button
                      type="button"
                      className="text-red-400 hover:underline"
                      onClick={() => setDeleting(subscriber)}
                    >
                      {t('shared.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {subscribers.data.subscribers.length === 0 && (
            <p className="py-6 text-center text-slate-400">{t('newsletter.empty')}</p>
          )}
          <Pager
            numbers
            pagination={subscribers.data.pagination}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
      {deleting && (
        <Dialog
          labelledBy="subscriber-delete-title"
          onClose={closeConfirm}
          testId="confirm-dialog"
          className="w-full max-w-md rounded-xl border border-slate-700 bg-slate-900 p-6"
        >
          <p id="subscriber-delete-title" className="text-slate-200">
            {t('newsletter.confirmDelete', { email: deleting.email })}
          </p>
          {remove.isError && <ErrorAlert message={t('newsletter.deleteFailed')} className="mt-4" />}
          <DialogActions
            tone="danger"
            cancelLabel={t('shared.cancel')}
            onCancel={closeConfirm}
            submitLabel={t('shared.delete')}
            pending={remove.isPending}
            onSubmit={() => remove.mutate(deleting._id, { onSuccess: closeConfirm })}
          />
        </Dialog>
      )}
    </div>
  );
}
