import type { Executor } from '../../src/lib/db/client';
import { mailQueue } from '../../src/lib/db/schema';

/** A message of the mail queue in the given state, as the worker would have left it. */
export async function insertMail(
  db: Executor,
  values: Partial<typeof mailQueue.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(mailQueue)
    .values({
      toAddress: `outbox-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      fromAddress: 'Shop <no-reply@example.test>',
      subject: 'Outbox test',
      textBody: 'Hello',
      template: 'outbox-test',
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED',
      ...values,
    })
    .returning({ id: mailQueue.id });
  return row!.id;
}
