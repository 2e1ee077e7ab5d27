import { createHash, randomBytes } from 'node:crypto';
import type { SignUpBody, SignUpConfirmAnswer } from '@shop/contracts';
import { pageLinks, pages, SIGNUP_LINK_TTL_HOURS } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth/password';
import type { Executor } from '../../lib/db/client';
import { pendingSignUps, users } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import { accountMail } from '../../lib/mail/templates/index';
import type { AccountDeps } from './deps';
import { greetingName } from './email-verification';
import { issueResetLink, RESET_TTL_MINUTES } from './password-reset';
import { assertNotCommon, findByEmail, issueToken, toUserInfo } from './service';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type UserRow = typeof users.$inferSelect;

/**
 * Sign-up tells nobody whether the address has an account (docs/rules/accounts.md, SECURITY.md): after the
 * same password hashing in every case, in one transaction, a taken address's owner gets a notice (sign in, or
 * a fresh reset link) and nothing else changes; a free address gets a pending sign-up (replacing any earlier
 * one, whose link then stops working) and the link that creates the account. The caller sees the same answer.
 */
export async function signUp(
  deps: AccountDeps,
  body: SignUpBody,
  language: Language,
): Promise<{ status: 'checkEmail' }> {
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const owner = await findByEmail(tx, body.email);
    if (owner) return tellOwner(deps, tx, owner);
    const pending = {
      name: body.name,
      passwordHash,
      language,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + SIGNUP_LINK_TTL_HOURS * 3600_000),
      redirect: body.redirect ?? null,
      createdAt: new Date(),
    };
    await tx
      .insert(pendingSignUps)
      .values({ email: body.email, ...pending })
      .onConflictDoUpdate({ target: pendingSignUps.email, set: pending });
    await deps.mail.enqueue(
      accountMail('confirmSignUp', {
        seller: await deps.sellerIdentity.current(),
        to: body.email,
        language,
        url: `${deps.config.publicUrl}${pageLinks.confirmSignUp(token)}`,
        params: { email: body.email, hours: SIGNUP_LINK_TTL_HOURS },
      }),
      tx,
    );
  });
  return { status: 'checkEmail' };
}

/** The notice to the owner of an address someone signed up with, in the account's language. */
async function tellOwner(deps: AccountDeps, tx: Executor, owner: UserRow): Promise<void> {
  await deps.mail.enqueue(
    accountMail('signUpExisting', {
      seller: await deps.sellerIdentity.current(),
      to: owner.email,
      language: owner.language,
      name: greetingName(owner),
      url: await issueResetLink(deps, tx, owner.id),
      params: { loginUrl: `${deps.config.publicUrl}${pages.login}`, minutes: RESET_TTL_MINUTES },
    }),
    tx,
  );
}

/**
 * Follows the e-mailed link: in one transaction the pending sign-up is taken (a second use finds nothing) and
 * the account created, its address verified (the link proved it) and signed in. An unknown, used or expired
 * link, or an address that got an account meanwhile, answers `account.signupLinkInvalid` and creates nothing.
 */
export async function confirmSignUp(deps: AccountDeps, token: string): Promise<SignUpConfirmAnswer> {
  const { user, redirect } = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(eq(pendingSignUps.tokenHash, hashOf(token)))
      .returning();
    const now = new Date();
    if (!pending || pending.expiresAt <= now) throw badRequest('account.signupLinkInvalid');
    const [created] = await tx
      .insert(users)
      .values({
        name: pending.name,
        email: pending.email,
        passwordHash: pending.passwordHash,
        language: pending.language,
        emailVerifiedAt: now,
        lastLoginAt: now,
      })
      // The address's unique index: someone signed up and confirmed it first (or changed an account to it).
      .onConflictDoNothing()
      .returning();
    if (!created) throw badRequest('account.signupLinkInvalid');
    return { user: created, redirect: pending.redirect };
  });
  return { ...toUserInfo(user, await issueToken(deps, user)), redirect };
}
