import { eq, sql } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import {
  passwordResetTokens,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
  users,
} from '../../lib/db/schema';
import { clearFailures } from './sign-in-throttle';

/**
 * Closing an account (docs/rules/accounts.md): the row stays, anonymised, because its orders and invoices must
 * be kept; name, address, password, billing details and sign-in traces go, and every token is revoked. The
 * anonymous address frees the real one for a new account.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await clearFailures(tx, user.email);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
  await tx
    .update(users)
    .set({
      ...user.anonymous,
      // Not an argon2 hash: no password can ever match it.
      passwordHash: '!closed',
      isAdmin: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      billingName: null,
      billingAddress: null,
      billingZip: null,
      billingCity: null,
      billingCountry: null,
      billingVat: null,
      billingCompany: null,
      pendingEmail: null,
      emailVerifiedAt: null,
      lastLoginAt: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, user.id));
};
