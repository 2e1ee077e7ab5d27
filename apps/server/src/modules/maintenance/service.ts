import type { MaintenanceResult, MaintenanceTask } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAdminAudit } from '../audit';
import type { MaintenanceTaskRunner, RunRecord, TaskContext } from './context';
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
};

/**
 * Runs one maintenance task and answers its report. Every run is written to the audit log (action
 * `maintenance.run`, target `maintenance:<task>`), a failed one too: its error goes to stderr and to the
 * entry, and the answer stays a 200 carrying what the task printed before failing.
 */
export async function runMaintenanceTask(
  app: FastifyInstance,
  request: FastifyRequest,
  task: MaintenanceTask,
): Promise<MaintenanceResult> {
  const report = new TaskReport(request.language);
  let recorded = false;
  const record = (executor: Parameters<TaskContext['recordRun']>[0], run: RunRecord) =>
    recordAdminAudit(executor, request, {
      action: 'maintenance.run',
      target: `maintenance:${task}`,
      before: run.before,
      after: { ...(run.after as object), stderr: report.stderr || null },
    });
  const context: TaskContext = {
    app,
    request,
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
    request.log.error({ err: error, task }, 'maintenance task failed');
    report.error('failed', { message: error instanceof Error ? error.message : String(error) });
  }
  // A failure after the task's own entry (e.g. once its transaction committed) gets an entry of its own.
  if (!recorded || !outcome) await record(app.db, outcome ?? { after: { failed: true } });
  return {
    stdout: report.stdout,
    stderr: report.stderr,
    ...(outcome?.file ? { file: outcome.file } : {}),
  };
}
