import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { newsletterSubscribers } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md): the newsletter ends; the row stays, under the anonymous
 * address, so the subscriber statistics keep their history.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx
    .update(newsletterSubscribers)
    .set({ email: user.anonymous.email, isActive: false, status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.email, user.email));
};
