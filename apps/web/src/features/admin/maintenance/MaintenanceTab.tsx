import { type MaintenanceTask, maintenanceTaskGroups } from '@shop/contracts';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { buttonClass } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { DialogActions } from '@/shared/ui/DialogActions';
import { ExportButton } from '../components/ExportButton';
import { AuditLog } from './AuditLog';
import { useRunTask } from './api';
import { MailOutbox } from './MailOutbox';
import { ResultsPane } from './ResultsPane';

/** The task that deletes rows asks first. */
const confirmed: ReadonlySet<MaintenanceTask> = new Set(['maintenanceDB']);

/** Maintenance: the six tasks under Database and Monitoring, their results, the audit log, the outbox. */
export function MaintenanceTab() {
  const { t } = useTranslation('admin');
  const run = useRunTask();
  const [asking, setAsking] = useState<MaintenanceTask | null>(null);
  const closeConfirm = useCallback(() => setAsking(null), []);
  const confirmId = useId();

  const start = (task: MaintenanceTask) => {
    setAsking(null);
    run.mutate(task);
  };

  return (
    <div className="space-y-10" data-testid="admin-maintenance">
      <div className="grid gap-6 lg:grid-cols-2">
        {(['database', 'monitoring'] as const).map((group) => (
          <section key={group} aria-labelledby={`maintenance-${group}`}>
            <h2 id={`maintenance-${group}`} className="mb-3 text-lg font-semibold text-white">
              {t(`maintenance.groups.${group}`)}
            </h2>
            <ul className="space-y-3">
              {maintenanceTaskGroups[group].map((task) => (
                <li
                  key={task}
                  className="flex items-center gap-4 rounded-lg border border-slate-800 bg-slate-900 p-3"
                >
                  <div className="flex-1">
                    <p className="font-medium text-white">{t(`maintenance.tasks.${task}`)}</p>
                    <p className="text-sm text-slate-400">{t(`maintenance.hints.${task}`)}</p>
                  </div>
                  <button
                    type="button"
                    data-testid={`task-${task}`}
                    aria-label={`${t('maintenance.run')} — ${t(`maintenance.tasks.${task}`)}`}
                    disabled={run.isPending}
                    onClick={() => (confirmed.has(task) ? setAsking(task) : start(task))}
                    className={buttonClass({ size: 'sm' })}
                  >
                    {run.isPending && run.variables === task
                      ? t('maintenance.running')
                      : t('maintenance.run')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ResultsPane
        task={run.variables}
        pending={run.isPending}
        result={run.data}
        failure={run.error ? serverMessage(run.error, t('maintenance.failed')) : null}
      />
      <section aria-labelledby="maintenance-exports">
        <h2 id="maintenance-exports" className="mb-1 text-lg font-semibold text-white">
          {t('maintenance.exports.title')}
        </h2>
        <p className="mb-3 text-sm text-slate-400">{t('maintenance.exports.hint')}</p>
        <div className="flex flex-wrap gap-6">
          <ExportButton
            url="/api/admin/license-requests/export"
            label={t('maintenance.exports.licenceRequests')}
            testId="export-licence-requests"
          />
          <ExportButton
            url="/api/admin/client-summary/export"
            label={t('maintenance.exports.clientSummary')}
            testId="export-client-summary"
          />
        </div>
      </section>
      <AuditLog />
      <MailOutbox />
      {asking && (
        <Dialog
          labelledBy={confirmId}
          onClose={closeConfirm}
          testId="confirm-dialog"
          className="w-full max-w-md rounded-xl border border-slate-700 bg-slate-900 p-6"
        >
          <p id={confirmId} className="text-slate-200">
            {t('maintenance.confirmDb')}
          </p>
          <DialogActions
            tone="danger"
            cancelLabel={t('shared.cancel')}
            onCancel={closeConfirm}
            submitLabel={t('maintenance.run')}
            onSubmit={() => start(asking)}
          />
        </Dialog>
      )}
    </div>
  );
}
