import { sql } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { contactMessages } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md): the messages sent from its address stay for the support's
 * history, under the account's anonymous name and address, without the sender's IP.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx
    .update(contactMessages)
    .set({ name: user.anonymous.name, email: user.anonymous.email, ip: null })
    .where(sql`lower(${contactMessages.email}) = ${user.email}`);
};
