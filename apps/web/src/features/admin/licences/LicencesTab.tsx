import { type LicenceRequest, type LicenceStatus, licenceStatuses } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { AlertsPreference } from './AlertsPreference';
import { useAdminLicences, useLicenceActions } from './api';
import { CheckIns } from './CheckIns';
import { ProcessModal } from './ProcessModal';

/** Requests that can no longer be exported. */
const CLOSED = new Set<LicenceStatus>(['rejected', 'replaced', 'revoked']);

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
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
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

  const columns: Column<LicenceRequest>[] = [
    {
      header: t('licences.user'),
      cell: (licence) =>
        licence.user ? (
          <>
            <div className="text-white">{licence.user.name}</div>
            <div className="text-xs text-slate-400">{licence.user.email}</div>
          </>
        ) : (
          t('licences.unknownUser')
        ),
    },
    { header: t('licences.product'), cell: (licence) => licence.product.name },
    {
      header: t('licences.machineId'),
      cell: (licence) => licence.machineId ?? ts('notSpecified'),
      className: 'font-mono text-xs break-all',
    },
    { header: t('licences.machineName'), cell: (licence) => licence.machineName ?? ts('notSpecified') },
    {
      header: t('licences.status'),
      testId: 'admin-licence-status',
      cell: (licence) => (
        <>
          {licence.replacedByUpgradeTo
            ? ts('replacedByUpgrade', { product: licence.replacedByUpgradeTo })
            : ts(`status.${licence.status}`)}
          {licence.adminNotes && <div className="text-xs text-slate-500">{licence.adminNotes}</div>}
        </>
      ),
    },
    {
      header: t('licences.delivery'),
      testId: 'licence-delivery',
      className: (licence) => `text-xs ${licence.delivery.status === 'failed' ? 'text-red-400' : ''}`,
      cell: (licence) => (licence.exportedAt ? deliveryText(ts, licence) : '—'),
    },
    {
      header: t('licences.date'),
      cell: (licence) => formatDateTime(licence.createdAt, language),
      className: 'whitespace-nowrap',
    },
    {
      header: t('shared.actions'),
      className: 'space-x-2 whitespace-nowrap',
      cell: (licence) => (
        <>
          <Button
            size="xs"
            variant="secondary"
            data-testid="licence-process"
            onClick={() => setProcessing(licence)}
          >
            {t('licences.process')}
          </Button>
          {!CLOSED.has(licence.status) && (
            <Button
              size="xs"
              data-testid="licence-export"
              disabled={exportLicence.isPending}
              onClick={() => runExport(licence)}
            >
              {exportLicence.isPending && exportLicence.variables === licence._id
                ? t('licences.exporting')
                : licence.exportedAt
                  ? t('licences.resend')
                  : t('licences.export')}
            </Button>
          )}
        </>
      ),
    },
  ];

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
      <AlertsPreference />
      <CheckIns />
      <ActionOutcomeBanner outcome={outcome} testId="licence-export-outcome" />
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            {data.licenseRequests.length === 0 ? (
              <p className="text-slate-400">{t('licences.empty')}</p>
            ) : (
              <DataTable
                rows={data.licenseRequests}
                rowKey={(licence) => licence._id}
                rowTestId="admin-licence-row"
                columns={columns}
              />
            )}
            <Pager pagination={data.pagination} onPage={setPage} />
          </>
        )}
      </QueryState>
      {processing && (
        <ProcessModal licence={processing} update={update} onClose={() => setProcessing(null)} />
      )}
    </div>
  );
}
