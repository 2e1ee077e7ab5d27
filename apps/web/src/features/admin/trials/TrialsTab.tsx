import { type AdminTrial, TRIAL_MAX_DAYS, TRIAL_MIN_DAYS } from '@shop/contracts';
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
import { useAdminTrials, useExtendTrial } from './api';

/** Admin "Trials" tab: every free trial, paged, and the audited extension (docs/rules/trials.md). */
export function TrialsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const list = useAdminTrials(page);
  const extend = useExtendTrial();

  const runExtend = (trial: AdminTrial) => {
    setOutcome(null);
    extend.mutate(
      { id: trial._id, days: Number(days[trial._id] ?? '7') },
      {
        onSuccess: (saved) =>
          setOutcome({
            kind: 'success',
            text: t('trials.extended', { date: formatDateTime(saved.endsAt, language) }),
          }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
      },
    );
  };

  const columns: Column<AdminTrial>[] = [
    {
      header: t('trials.user'),
      cell: (trial) => (
        <>
          <div className="text-white">{trial.user.name}</div>
          <div className="text-xs text-slate-400">{trial.user.email}</div>
        </>
      ),
    },
    { header: t('trials.product'), cell: (trial) => trial.product.name },
    {
      header: t('trials.machine'),
      cell: (trial) => `${trial.machineId}-${trial.machineName}`,
      className: 'font-mono text-xs break-all',
    },
    {
      header: t('trials.ends'),
      testId: 'admin-trial-ends',
      cell: (trial) => formatDateTime(trial.endsAt, language),
      className: 'whitespace-nowrap',
    },
    {
      header: t('trials.status'),
      cell: (trial) => t(`trials.${trial.state}`),
    },
    {
      header: t('shared.actions'),
      className: 'whitespace-nowrap',
      cell: (trial) => (
        <span className="flex items-center gap-2">
          <input
            type="number"
            min={TRIAL_MIN_DAYS}
            max={TRIAL_MAX_DAYS}
            aria-label={t('trials.days')}
            value={days[trial._id] ?? '7'}
            onChange={(event) => setDays({ ...days, [trial._id]: event.target.value })}
            data-testid="admin-trial-days"
            className="w-16 rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
          />
          <Button
            size="xs"
            data-testid="admin-trial-extend"
            disabled={extend.isPending}
            onClick={() => runExtend(trial)}
          >
            {t('trials.extend')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4" data-testid="admin-trials">
      <h2 className="text-xl font-semibold text-white">{t('trials.title')}</h2>
      <ActionOutcomeBanner outcome={outcome} testId="admin-trial-outcome" />
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            {data.trials.length === 0 ? (
              <p className="text-slate-400">{t('trials.empty')}</p>
            ) : (
              <DataTable
                rows={data.trials}
                rowKey={(trial) => trial._id}
                rowTestId="admin-trial-row"
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
