import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { subscriptions } from '../../lib/db/schema';

/**
 * The leases' part of closing an account (docs/rules/accounts.md): the leases stay, ended at the provider before
 * (docs/rules/leases.md), without the NinjaTrader account e-mail their periods were delivered to.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.update(subscriptions).set({ ninjaTraderEmail: null }).where(eq(subscriptions.userId, user.id));
};
