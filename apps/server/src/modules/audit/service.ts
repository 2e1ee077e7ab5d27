import type { AdminAuditEntry, AdminAuditQuery, Pagination } from '@shop/contracts';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { type AuthenticatedUser, currentUser } from '../../lib/auth/plugin';
import type { Executor } from '../../lib/db/client';
import { adminAuditLog } from '../../lib/db/schema';
import { pageWindow, paginationOf } from '../../lib/pagination';

export interface AdminAuditRecord {
  /** What was done, as `area.verb` (e.g. `user.update`, `order.markPaid`, `maintenance.run`). */
  action: string;
  /** What it was done to, as `kind:id` (e.g. `user:0193…`), or a task name. */
  target: string | null;
  /** The state before the change (null for a creation or a run). */
  before?: unknown;
  /** The state after the change (null for a deletion), or the outcome of a run. */
  after?: unknown;
}

/** Who did something: an admin or a buyer, with the request's address; null is the shop itself. */
export interface AuditActor {
  id: string;
  email: string;
  ip: string;
}

/** One line of the audit log. */
export interface AuditEntry extends AdminAuditRecord {
  actor: AuditActor | null;
}

/** What an audit entry records of who called: the signed-in user (401 without one) and their address. */
export interface AuditCaller {
  user: AuthenticatedUser | undefined;
  ip: string;
}

/** The actor of a call made by a signed-in user (a route hands its request, which carries both). */
export function actorOf(caller: AuditCaller): AuditActor {
  const user = currentUser(caller);
  return { id: user.id, email: user.email, ip: caller.ip };
}

/**
 * Records entries of the audit log. Call it with the transaction that makes the change, so an entry exists
 * exactly when its change does: a rolled-back change leaves no entry, and no change goes unrecorded.
 */
export async function recordAudit(tx: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(adminAuditLog).values(
    entries.map((entry) => ({
      adminId: entry.actor?.id ?? null,
      adminEmail: entry.actor?.email ?? null,
      action: entry.action,
      target: entry.target,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.actor?.ip ?? null,
    })),
  );
}

/** Records an admin write, in the transaction that makes it (`recordAudit`). */
export function recordAdminAudit(tx: Executor, caller: AuditCaller, record: AdminAuditRecord): Promise<void> {
  return recordAudit(tx, [{ ...record, actor: actorOf(caller) }]);
}

/** The audit log, newest first, optionally for one target. */
export async function listAdminAudit(
  db: Executor,
  query: AdminAuditQuery,
): Promise<{ entries: AdminAuditEntry[]; pagination: Pagination }> {
  const where: SQL | undefined = query.target ? eq(adminAuditLog.target, query.target) : undefined;
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      adminId: row.adminId,
      adminEmail: row.adminEmail,
      action: row.action,
      target: row.target,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}
