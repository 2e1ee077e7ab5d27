import type { SignInChallenge } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { CHALLENGE_TTL_SECONDS } from '../../../lib/auth/tokens';
import type { Database } from '../../../lib/db/client';
import { twoFactorCredentials } from '../../../lib/db/schema';
import type { AccountDeps } from '../deps';

export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoFactorCredentials.enabledAt })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId));
  return Boolean(row?.enabledAt);
}

/** The sign-in mark a challenge carries: the last sign-in in milliseconds, 0 for never. */
export const signInMarkOf = (lastLoginAt: Date | null) => lastLoginAt?.getTime() ?? 0;

/**
 * What a correct password earns an account with two-factor sign-in: a short challenge for the code step
 * instead of a token (undefined for an account without it). Every path that signs someone in after a
 * password check goes through here, so no token skips the second factor.
 */
export async function twoFactorChallengeFor(
  deps: AccountDeps,
  user: { id: string; tokenVersion: number; lastLoginAt: Date | null },
): Promise<SignInChallenge | undefined> {
  if (!(await hasTwoFactor(deps.db, user.id))) return undefined;
  return {
    twoFactorRequired: true,
    challengeToken: await deps.tokens.signChallenge({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      signInMark: signInMarkOf(user.lastLoginAt),
    }),
    expiresInSeconds: CHALLENGE_TTL_SECONDS,
  };
}

/** Marks the sign-in answer of an admin without a second factor where ADMIN_REQUIRE_2FA applies. */
export const enrolmentHint = (deps: AccountDeps, user: { isAdmin: boolean }) =>
  user.isAdmin && deps.config.twoFactor.requiredForAdmins
    ? { twoFactorEnrolmentRequired: true as const }
    : {};
