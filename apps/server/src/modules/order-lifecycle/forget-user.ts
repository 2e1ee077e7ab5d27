import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { orders } from '../../lib/db/schema';

/**
 * The orders' part of closing an account (docs/rules/accounts.md): the orders stay (the law keeps them), the
 * NinjaTrader account e-mail they carried for delivery goes; the delivery list keeps it where a revocation is
 * still to be carried out (docs/rules/vendor-licences.md).
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.update(orders).set({ ninjaTraderEmail: null }).where(eq(orders.userId, user.id));
};
