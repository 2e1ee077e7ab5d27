import { eq, inArray } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { leaseCancellations, subscriptions } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md): the free text the person wrote when cancelling a lease is
 * erased; the reason and the offer's answer stay counted, as nobody's words.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  const own = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  await tx
    .update(leaseCancellations)
    .set({ note: null })
    .where(inArray(leaseCancellations.subscriptionId, own));
};
