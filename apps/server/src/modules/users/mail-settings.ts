import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { users } from '../../lib/db/schema';

/**
 * What an account's row keeps about the e-mails it gets, each part set by the feature that sends them: the
 * release notices (releases, docs/rules/releases.md) and an admin's licence alerts and how far their digest
 * went (licences, docs/rules/licences.md).
 */
export type MailSettings = Partial<
  Pick<typeof users.$inferInsert, 'releaseEmails' | 'licenceAlerts' | 'licenceDigestThrough'>
>;

export async function setMailSettings(db: Executor, userId: string, settings: MailSettings): Promise<void> {
  await db.update(users).set(settings).where(eq(users.id, userId));
}
