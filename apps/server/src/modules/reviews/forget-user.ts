import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { reviews } from '../../lib/db/schema';

/** Closing an account: its reviews carry the person's words and first name, so they go (docs/rules/reviews.md). */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.delete(reviews).where(eq(reviews.userId, user.id));
};
