import { eq, inArray } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { leaseCancellations, subscriptions } from '../../lib/db/schema';

/**
 * The leases' part of closing an account (docs/rules/accounts.md): the leases stay, ended at the provider before
 * (docs/rules/leases.md), without the NinjaTrader account e-mail their periods were delivered to; the free text
 * the person wrote when cancelling one is erased, the reason and the offer's answer stay counted, as nobody's words.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.update(subscriptions).set({ ninjaTraderEmail: null }).where(eq(subscriptions.userId, user.id));
  const own = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  await tx
    .update(leaseCancellations)
    .set({ note: null })
    .where(inArray(leaseCancellations.subscriptionId, own));
};
