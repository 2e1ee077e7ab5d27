import {
  type MailOutboxEntry,
  type MailOutboxList,
  type MailOutboxQuery,
  type MailStatus,
  mailStatuses,
} from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { mailQueue } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import { requeueMail } from '../../lib/mail/outbox';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit';

type MailRow = Pick<
  typeof mailQueue.$inferSelect,
  | 'id'
  | 'toAddress'
  | 'subject'
  | 'template'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'nextAttemptAt'
>;

const columns = {
  id: mailQueue.id,
  toAddress: mailQueue.toAddress,
  subject: mailQueue.subject,
  template: mailQueue.template,
  status: mailQueue.status,
  attempts: mailQueue.attempts,
  lastError: mailQueue.lastError,
  createdAt: mailQueue.createdAt,
  sentAt: mailQueue.sentAt,
  nextAttemptAt: mailQueue.nextAttemptAt,
};

const toEntry = (row: MailRow): MailOutboxEntry => ({
  _id: row.id,
  to: row.toAddress,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

/** The mail queue, newest first, 20 a page, optionally of one status, with the count of each status. */
export async function listMailOutbox(db: Executor, query: MailOutboxQuery): Promise<MailOutboxList> {
  const where = query.status === 'all' ? undefined : eq(mailQueue.status, query.status);
  const { offset, limit } = pageWindow(query);
  const [rows, byStatus] = await Promise.all([
    db
      .select(columns)
      .from(mailQueue)
      .where(where)
      .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
      .limit(limit)
      .offset(offset),
    db.select({ status: mailQueue.status, value: count() }).from(mailQueue).groupBy(mailQueue.status),
  ]);
  const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of byStatus) counts[row.status] = row.value;
  const totalItems =
    query.status === 'all'
      ? mailStatuses.reduce((sum, status) => sum + counts[status], 0)
      : counts[query.status];
  return { messages: rows.map(toEntry), counts, pagination: paginationOf(query, totalItems) };
}

/**
 * Queues a failed message again: due now, with a fresh allowance of attempts. Only a failed message can be
 * retried, so a message being handed over or already sent never goes out twice through this button.
 */
export async function retryMail(db: Database, actor: AuditActor, id: string): Promise<MailOutboxEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(mailQueue).where(eq(mailQueue.id, id)).for('update');
    if (!before) throw notFound('admin.mailNotFound');
    if (before.status !== 'failed') throw conflict('admin.mailNotFailed');
    const after = await requeueMail(tx, id);
    await recordAudit(tx, [
      {
        actor,
        action: 'mail.retry',
        target: `mail:${id}`,
        before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
        after: { status: after!.status, attempts: after!.attempts },
      },
    ]);
    return toEntry(after!);
  });
}
