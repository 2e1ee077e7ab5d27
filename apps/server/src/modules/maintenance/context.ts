import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../lib/db/client';
import type { TaskReport } from './report';

/** What a run records in the audit log besides its task name: the state before, the outcome after. */
export interface RunRecord {
  before?: unknown;
  after: unknown;
}

export interface TaskContext {
  app: FastifyInstance;
  request: FastifyRequest;
  report: TaskReport;
  /**
   * Writes the run's audit entry with `executor`. A task that changes data calls it inside the transaction
   * of its change, so the entry exists exactly when the change does; otherwise the runner writes it.
   */
  recordRun(executor: Executor, record: RunRecord): Promise<void>;
}

/** A task's result besides its report: what to audit (unless it did), and the file it stored. */
export interface TaskOutcome extends RunRecord {
  file?: { name: string; url: string };
}

export type MaintenanceTaskRunner = (context: TaskContext) => Promise<TaskOutcome>;
