import { type LicenceRequest, type LicenceStatus, licenceStatuses } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useAdminLicences, useLicenceActions } from './api';
import { ProcessModal } from './ProcessModal';

/** The export's outcome as the admin reads it: e-mailed only, queued for the server, delivered, or failed. */
function deliveryText(t: TFunction<'licences'>, licence: LicenceRequest): string {
  const { delivery } = licence;
  if (delivery.status === 'none') return t('delivery.emailed');
  return t(`delivery.${delivery.status}`, { attempts: delivery.attempts, error: delivery.lastError ?? '' });
}

/** Admin "Licences" tab: status filter, paged table, process modal, export and resend. */
export function LicencesTab() {
  const { t, i18n } = useTranslation('admin');
  const { t: ts } = useTranslation('licences');
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<LicenceStatus | 'all'>('all');
  const [processing, setProcessing] = useState<LicenceRequest | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const list = useAdminLicences(page, status);
  const { update, exportLicence } = useLicenceActions();

  const runExport = async (licence: LicenceRequest) => {
    setOutcome(null);
    try {
      const exported = await exportLicence.mutateAsync(licence._id);
      setOutcome({ kind: 'success', text: `${t('licences.exported')} ${deliveryText(ts, exported)}` });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: error instanceof Error && error.message ? error.message : t('licences.exportError'),
      });
    }
  };

  return (
    <div className="space-y-4" data-testid="admin-licences">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-xl font-semibold text-white">{t('licences.title')}</h2>
        <label className="text-sm text-slate-300">
          {t('licences.filter')}
          <select
            data-testid="licence-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as LicenceStatus | 'all');
              setPage(1);
            }}
            className="ml-2 rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
          >
            <option value="all">{t('licences.all')}</option>
            {licenceStatuses.map((option) => (
              <option key={option} value={option}>
                {ts(`status.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome &&
        (outcome.kind === 'error' ? (
          <ErrorAlert message={outcome.text} />
        ) : (
          <p
            role="status"
            data-testid="licence-export-outcome"
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
          >
            {outcome.text}
          </p>
        ))}
      {list.isError ? (
        <ErrorAlert message={t('shared.loadError', { message: list.error.message })} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.licenseRequests.length === 0 ? (
        <p className="text-slate-400">{t('licences.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full text-left text-sm text-slate-300">
            <thead className="bg-slate-900 text-xs uppercase text-slate-400">
              <tr>
                <th className="px-3 py-2">{t('licences.user')}</th>
                <th className="px-3 py-2">{t('licences.product')}</th>
                <th className="px-3 py-2">{t('licences.machineId')}</th>
                <th className="px-3 py-2">{t('licences.machineName')}</th>
                <th className="px-3 py-2">{t('licences.status')}</th>
                <th className="px-3 py-2">{t('licences.delivery')}</th>
                <th className="px-3 py-2">{t('licences.date')}</th>
                <th className="px-3 py-2">{t('shared.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.licenseRequests.map((licence) => (
                <tr key={licence._id} className="border-t border-slate-800" data-testid="admin-licence-row">
                  <td className="px-3 py-2">
                    {licence.user ? (
                      <>
                        <div className="text-white">{licence.user.name}</div>
                        <div className="text-xs text-slate-400">{licence.user.email}</div>
                      </>
                    ) : (
                      t('licences.unknownUser')
                    )}
                  </td>
                  <td className="px-3 py-2">{licence.product.name}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">
                    {licence.machineId ?? ts('notSpecified')}
                  </td>
                  <td className="px-3 py-2">{licence.machineName ?? ts('notSpecified')}</td>
                  <td className="px-3 py-2" data-testid="admin-licence-status">
                    {ts(`status.${licence.status}`)}
                    {licence.adminNotes && <div className="text-xs text-slate-500">{licence.adminNotes}</div>}
                  </td>
                  <td
                    className={`px-3 py-2 text-xs ${licence.delivery.status === 'failed' ? 'text-red-400' : ''}`}
                    data-testid="licence-delivery"
                  >
                    {licence.exportedAt ? deliveryText(ts, licence) : '—'}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(licence.createdAt, language)}
                  </td>
                  <td className="space-x-2 px-3 py-2 whitespace-nowrap">
                    <button
                      type="button"
                      data-testid="licence-process"
                      onClick={() => setProcessing(licence)}
                      className="rounded border border-slate-600 px-2 py-1 text-xs text-slate-200 hover:bg-slate-800"
                    >
                      {t('licences.process')}
                    </button>
                    {!['rejected', 'replaced', 'revoked'].includes(licence.status) && (
                      <button
                        type="button"
                        data-testid="licence-export"
                        disabled={exportLicence.isPending}
                        onClick={() => runExport(licence)}
                        className="rounded bg-brand-500 px-2 py-1 text-xs font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
                      >
                        {exportLicence.isPending && exportLicence.variables === licence._id
                          ? t('licences.exporting')
                          : licence.exportedAt
                            ? t('licences.resend')
                            : t('licences.export')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <nav
          aria-label={t('shared.pagination')}
          className="flex items-center justify-between text-sm text-slate-400"
        >
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded border border-slate-700 px-3 py-1 disabled:opacity-40"
          >
            {t('shared.previous')}
          </button>
          <span>
            {t('shared.pageOf', {
              current: list.data.pagination.current,
              total: Math.max(1, list.data.pagination.total),
              totalItems: list.data.pagination.totalItems,
            })}
          </span>
          <button
            type="button"
            disabled={page >= list.data.pagination.total}
            onClick={() => setPage(page + 1)}
            className="rounded border border-slate-700 px-3 py-1 disabled:opacity-40"
          >
            {t('shared.next')}
          </button>
        </nav>
      )}
      {processing && (
        <ProcessModal licence={processing} update={update} onClose={() => setProcessing(null)} />
      )}
    </div>
  );
}
