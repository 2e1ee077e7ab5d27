import type { MaintenanceResult, MaintenanceTask } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { type AuditActor, recordAudit } from '../audit';
import { checkArchive } from './archive-task';
import type { MaintenanceDeps, MaintenanceTaskRunner, RunRecord, TaskContext } from './context';
import { maintenanceDB, maintenanceDryRun } from './database-tasks';
import { exportLicenseRequests } from './licence-export';
import { checkUsers, clientSummary, listLicenseRequests } from './monitoring-tasks';
import { TaskReport } from './report';

const runners: Record<MaintenanceTask, MaintenanceTaskRunner> = {
  maintenanceDryRun,
  maintenanceDB,
  checkUsers,
  clientSummary,
  listLicenseRequests,
  exportLicenseRequests,
  checkArchive,
};

/**
 * Runs one maintenance task and answers its report. Every run is written to the audit log (action
 * `maintenance.run`, target `maintenance:<task>`), a failed one too: its error goes to stderr and to the
 * entry, and the answer stays a 200 carrying what the task printed before failing.
 */
export async function runMaintenanceTask(
  deps: MaintenanceDeps,
  run: { task: MaintenanceTask; actor: AuditActor; language: Language },
): Promise<MaintenanceResult> {
  const { task, actor } = run;
  const report = new TaskReport(run.language);
  let recorded = false;
  const record = (executor: Parameters<TaskContext['recordRun']>[0], outcome: RunRecord) =>
    recordAudit(executor, [
      {
        actor,
        action: 'maintenance.run',
        target: `maintenance:${task}`,
        before: outcome.before,
        after: { ...(outcome.after as object), stderr: report.stderr || null },
      },
    ]);
  const context: TaskContext = {
    deps,
    actor,
    report,
    recordRun: async (executor, run) => {
      await record(executor, run);
      recorded = true;
    },
  };

  let outcome: Awaited<ReturnType<MaintenanceTaskRunner>> | undefined;
  try {
    outcome = await runners[task](context);
  } catch (error) {
    deps.log.error({ err: error, task }, 'maintenance task failed');
    report.error('failed', { message: error instanceof Error ? error.message : String(error) });
  }
  // A failure after the task's own entry (e.g. once its transaction committed) gets an entry of its own.
  if (!recorded || !outcome) await record(deps.db, outcome ?? { after: { failed: true } });
  return {
    stdout: report.stdout,
    stderr: report.stderr,
    ...(outcome?.file ? { file: outcome.file } : {}),
  };
}
