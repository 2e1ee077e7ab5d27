import type { VendorLicenceTask, VendorLicenceTaskState } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { ExportButton } from '../components/ExportButton';
import { useMarkVendorLicenceTask, useVendorLicenceTasks } from './api';

/** What the owner pastes into NinjaTrader's vendor portal: the account's e-mail and the product. */
const copyText = (task: VendorLicenceTask) => `${task.ninjaTraderEmail}\t${task.productName}`;

/**
 * Admin "NinjaTrader" tab (docs/rules/vendor-licences.md): the licences to create or revoke in NinjaTrader's own
 * licensing, pending ones oldest first, each copied to the clipboard and marked done once carried out; the done
 * ones, newest first, can be undone; the pending list as CSV.
 */
export function VendorLicencesTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = pickLanguage(i18n.language);
  const [state, setState] = useState<VendorLicenceTaskState>('pending');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const list = useVendorLicenceTasks(state, page);
  const mark = useMarkVendorLicenceTask();

  const copy = async (task: VendorLicenceTask) => {
    try {
      await navigator.clipboard.writeText(copyText(task));
      setOutcome({ kind: 'success', text: t('vendorLicences.copied', { email: task.ninjaTraderEmail }) });
    } catch {
      setOutcome({ kind: 'error', text: t('vendorLicences.copyFailed') });
    }
  };

  const setDone = (task: VendorLicenceTask, done: boolean) => {
    setOutcome(null);
    mark.mutate(
      { id: task._id, done },
      {
        onSuccess: () =>
          setOutcome({
            kind: 'success',
            text: t(done ? 'vendorLicences.markedDone' : 'vendorLicences.undone'),
          }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
      },
    );
  };

  const columns: Column<VendorLicenceTask>[] = [
    { header: t('vendorLicences.action'), cell: (task) => t(`vendorLicences.actions.${task.action}`) },
    {
      header: t('vendorLicences.account'),
      cell: (task) => (
        <>
          <div className="font-mono text-white break-all">{task.ninjaTraderEmail}</div>
          <div className="text-xs text-slate-400">{task.buyerEmail}</div>
        </>
      ),
    },
    { header: t('vendorLicences.product'), cell: (task) => task.productName },
    { header: t('vendorLicences.reason'), cell: (task) => t(`vendorLicences.reasons.${task.reason}`) },
    {
      header: t('vendorLicences.asked'),
      className: 'whitespace-nowrap',
      cell: (task) =>
        task.doneAt
          ? t('vendorLicences.doneOn', {
              date: formatDateTime(task.doneAt, language),
              by: task.doneBy ?? '—',
            })
          : formatDateTime(task.createdAt, language),
    },
    {
      header: t('shared.actions'),
      className: 'whitespace-nowrap',
      cell: (task) => (
        <span className="flex items-center gap-2">
          <Button
            size="xs"
            variant="secondary"
            onClick={() => void copy(task)}
            data-testid="vendor-licence-copy"
          >
            {t('vendorLicences.copy')}
          </Button>
          <Button
            size="xs"
            disabled={mark.isPending}
            onClick={() => setDone(task, task.state === 'pending')}
            data-testid="vendor-licence-mark"
          >
            {t(task.state === 'pending' ? 'vendorLicences.markDone' : 'vendorLicences.undo')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4" data-testid="admin-vendor-licences">
      <h2 className="text-xl font-semibold text-white">{t('vendorLicences.title')}</h2>
      <p className="text-sm text-slate-400">{t('vendorLicences.intro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-300">
          {t('vendorLicences.show')}
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as VendorLicenceTaskState);
              setPage(1);
            }}
            className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
            data-testid="vendor-licence-state"
          >
            <option value="pending">{t('vendorLicences.pending')}</option>
            <option value="done">{t('vendorLicences.done')}</option>
          </select>
        </label>
        <ExportButton
          url="/api/admin/vendor-licences/export"
          label={t('vendorLicences.exportCsv')}
          testId="export-vendor-licences"
        />
      </div>
      <ActionOutcomeBanner outcome={outcome} testId="vendor-licence-outcome" />
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            {data.tasks.length === 0 ? (
              <p className="text-slate-400">{t('vendorLicences.empty')}</p>
            ) : (
              <DataTable
                rows={data.tasks}
                rowKey={(task) => task._id}
                rowTestId="vendor-licence-row"
                columns={columns}
              />
            )}
            <Pager pagination={data.pagination} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
