import { and, eq, ne, sql } from 'drizzle-orm';
import type { ForgetUser } from '../closed-account';
import type { Executor } from '../db/client';
import { mailQueue } from '../db/schema';

/**
 * What the outbox's owner lets others do to its rows besides queueing (`MailService.enqueue`): the worker
 * (`queue.ts`) alone claims and records sending.
 */

/**
 * Queues a message again (the back-office's retry of a failed one): due now, with a fresh allowance of
 * attempts and no claim. The caller locked the row and checked it may be retried.
 */
export async function requeueMail(
  tx: Executor,
  id: string,
): Promise<typeof mailQueue.$inferSelect | undefined> {
  const [row] = await tx
    .update(mailQueue)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(mailQueue.id, id))
    .returning();
  return row;
}

/**
 * Closing an account (docs/rules/accounts.md): e-mail still queued to its address is never sent; what was
 * sent or gave up stays in the outbox, addressed to the anonymous address and without its text.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.delete(mailQueue).where(and(eq(mailQueue.toAddress, user.email), eq(mailQueue.status, 'queued')));
  await tx
    .update(mailQueue)
    .set({ toAddress: user.anonymous.email, textBody: '', htmlBody: null })
    .where(and(eq(mailQueue.toAddress, user.email), ne(mailQueue.status, 'queued')));
};
