import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { affiliates } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/affiliates.md): a partner's application text and site go, and the partnership
 * ends (rejected), so the code earns nothing more; the ledger and payouts stay, as the shop's accounts need them.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx
    .update(affiliates)
    .set({ website: null, message: null, status: 'rejected', couponId: null })
    .where(eq(affiliates.userId, user.id));
};
