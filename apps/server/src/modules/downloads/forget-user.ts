import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { downloadLog } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md): its downloads stay counted (per release, per product), without
 * the address they came from.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.update(downloadLog).set({ ip: null }).where(eq(downloadLog.userId, user.id));
};
