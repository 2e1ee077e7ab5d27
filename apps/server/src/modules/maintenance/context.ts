import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../lib/db/client';
import type { SignedUrls } from '../../lib/storage/signed-url';
import type { FileStorage } from '../../lib/storage/storage';
import type { ArchiveCheck } from '../archive';
import type { AuditActor } from '../audit';
import type { expireAbandonedOrders } from '../checkout';
import type { TaskReport } from './report';

/** What a run records in the audit log besides its task name: the state before, the outcome after. */
export interface RunRecord {
  before?: unknown;
  after: unknown;
}

/** What the maintenance tasks reach: the database, the stored exports and their links, the log. */
export interface MaintenanceDeps {
  db: Database;
  storage: FileStorage;
  signedUrls: Pick<SignedUrls, 'createSignedUrl'>;
  /** Ends the pending orders whose payment was abandoned (the checkout module's sweep). */
  expireAbandonedOrders(): ReturnType<typeof expireAbandonedOrders>;
  /** Reads every archived invoice and credit note back against its check sum (the archive module's check). */
  checkArchive(): Promise<ArchiveCheck>;
  /** E-mails the seller the documents whose file changed, named as `number (file key)`. */
  tellSellerOfDamage(documents: string[]): Promise<void>;
  log: FastifyBaseLogger;
}

export interface TaskContext {
  deps: MaintenanceDeps;
  /** The admin who runs the task: the audit entry's actor, and whom an export's link is bound to. */
  actor: AuditActor;
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
