import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordBody, SignInAnswer } from '@shop/contracts';
import { pageLinks } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth/password';
import type { Executor } from '../../lib/db/client';
import { passwordResetTokens, users } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import { accountMail } from '../../lib/mail/templates/index';
import type { AccountDeps } from './deps';
import { greetingName } from './email-verification';
import { assertNotCommon, findByEmail, issueToken, toUserInfo } from './service';
import { clearFailures } from './sign-in-throttle';
import { twoFactorChallengeFor } from './two-factor/challenge';

export const RESET_TTL_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password: an account with this address (not closed) gets a single-use link valid one hour, in
 * its language; the random token is stored only as a SHA-256. An unknown address gets nothing. The route
 * runs this after answering, so both cases answer alike and in the same time.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user || user.deletedAt) return;
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      accountMail('passwordReset', {
        seller: await deps.sellerIdentity.current(),
        to: user.email,
        language: user.language,
        name: greetingName(user),
        url: await issueResetLink(deps, tx, user.id),
        params: { minutes: RESET_TTL_MINUTES },
      }),
      tx,
    );
  });
}

/**
 * A fresh reset link for the account (single use, valid RESET_TTL_MINUTES, stored only as a SHA-256), in the
 * caller's transaction: the forgot-password e-mail's, or the notice a sign-up with a taken address sends.
 */
export async function issueResetLink(
  deps: Pick<AccountDeps, 'config'>,
  tx: Executor,
  userId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  return `${deps.config.publicUrl}${pageLinks.resetPassword(token)}`;
}

/** A link's row when it can still be used: not spent, not expired. */
const usable = (link: typeof passwordResetTokens.$inferSelect | undefined, now: Date) =>
  link !== undefined && !link.usedAt && link.expiresAt > now;

/**
 * Whether a reset link still works, so the page says a spent or expired one is dead before the buyer types
 * a new password twice. Unknown, spent and expired links answer alike; the link is not spent by asking.
 */
export async function checkResetLink(deps: AccountDeps, token: string): Promise<void> {
  const [link] = await deps.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
  if (!usable(link, new Date())) throw badRequest('account.resetLinkInvalid');
}

/**
 * Sets the new password from a reset link and signs the user in. In one transaction: the link is
 * checked and locked (used, expired and unknown links answer the same), the password replaced, every
 * older token revoked, every other pending link of the account spent, the sign-in slow-down forgiven,
 * and the "password changed" notice queued. Following the link also proves the address is theirs. An
 * account with two-factor sign-in gets the code step's challenge instead of a token: a reset link (a
 * mailbox) never replaces the second factor.
 */
export async function resetPassword(deps: AccountDeps, body: ResetPasswordBody): Promise<SignInAnswer> {
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashOf(body.token)))
      .for('update');
    const now = new Date();
    if (!link || !usable(link, now)) throw badRequest('account.resetLinkInvalid');
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        lastLoginAt: now,
      })
      .where(and(eq(users.id, link.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw badRequest('account.resetLinkInvalid');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await clearFailures(tx, user.email);
    await deps.mail.enqueue(
      accountMail('passwordChanged', {
        to: user.email,
        language: user.language,
        name: greetingName(user),
        seller: await deps.sellerIdentity.current(),
      }),
      tx,
    );
    return user;
  });
  return (await twoFactorChallengeFor(deps, user)) ?? toUserInfo(user, await issueToken(deps, user));
}
