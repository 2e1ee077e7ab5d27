import type { BillingBody, ProfileUpdateBody, SignInAnswer, SignInBody, UserInfoDto } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/auth/password';
import type { Database, Executor } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import type { AccountDeps } from './deps';
import { type DeviceCookie, deviceThrottleKey } from './device-cookie';
import { sendAddressProof } from './email-verification';
import { isCommonPassword } from './password-policy';
import { assertNotThrottled, clearFailures, recordFailure, THROTTLE } from './sign-in-throttle';
import { enrolmentHint, hasTwoFactor, twoFactorChallengeFor } from './two-factor/challenge';

type UserRow = typeof users.$inferSelect;

/** The user info the browser keeps (docs/rules/accounts.md); billing fields are null when not set. */
export function toUserInfo(user: UserRow, token: string): UserInfoDto {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    isAdmin: user.isAdmin,
    token,
    createdAt: user.createdAt.toISOString(),
    billingName: user.billingName,
    billingAddress: user.billingAddress,
    billingZip: user.billingZip,
    billingCity: user.billingCity,
    billingCountry: user.billingCountry,
    billingVAT: user.billingVat,
    billingCompany: user.billingCompany,
  };
}

export const issueToken = (deps: AccountDeps, user: UserRow, secondFactor = false) =>
  deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, secondFactor });

export async function findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw badRequest('account.passwordTooCommon');
}

/** Where a sign-in comes from: its IP, and the device cookie the browser presented (if valid). */
export interface SignInSource {
  ip: string;
  device: DeviceCookie | undefined;
}

/**
 * A wrong e-mail and a wrong password answer the same 401 after the same argon2 work. Only failures
 * count, under the failure slow-down of sign-in-throttle.ts: a browser presenting the device cookie of
 * this account (device-cookie.ts) is judged by its own failures alone, so strangers cannot keep the
 * owner out; any other attempt is slowed per account (unknown addresses like real ones) and per IP.
 * An account with two-factor sign-in gets the challenge of the code step instead of a token.
 */
export async function signIn(
  deps: AccountDeps,
  body: SignInBody,
  source: SignInSource,
): Promise<SignInAnswer> {
  const user = await findByEmail(deps.db, body.email);
  const throttled = deps.config.rateLimitEnabled;
  const trusted = user !== undefined && source.device?.userId === user.id;
  const ipKey = `ip:${source.ip}`;
  if (throttled) {
    if (trusted) await assertNotThrottled(deps.db, deviceThrottleKey(source.device!));
    else {
      await assertNotThrottled(deps.db, ipKey, 'account.signInThrottledNetwork');
      await assertNotThrottled(deps.db, body.email);
    }
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) {
    if (throttled && trusted) await recordFailure(deps.db, deviceThrottleKey(source.device!));
    else if (throttled) {
      await recordFailure(deps.db, body.email);
      await recordFailure(deps.db, ipKey, THROTTLE.FREE_FAILURES_PER_IP - THROTTLE.FREE_FAILURES);
    }
    throw unauthorized('account.invalidCredentials');
  }
  // A success forgives the failures of the way it came in; never the IP's (an attacker's own account
  // would wipe the slate of the addresses they guess at).
  if (throttled) await clearFailures(deps.db, trusted ? deviceThrottleKey(source.device!) : body.email);
  const challenge = await twoFactorChallengeFor(deps, user);
  if (challenge) return challenge;
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { ...toUserInfo(updated!, await issueToken(deps, updated!)), ...enrolmentHint(deps, updated!) };
}

export async function loadUser(db: Database, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return row;
}

/**
 * Name, e-mail and optionally password. A new password or a new e-mail needs the current password (a
 * stolen token alone changes neither), and on an account with a second factor a session that passed it.
 * A new password bumps the token version, so every older token stops working and a fresh one is returned
 * (with the second factor the current session passed). A new e-mail address only becomes pending: its
 * verification link goes to it (or, when another account has it, a notice to that account: the answer
 * is the same), and the account switches once that link is followed (email-verification.ts). Sending the
 * current address again cancels a pending change.
 */
export async function updateProfile(
  deps: AccountDeps,
  caller: { id: string; secondFactor: boolean },
  currentToken: string,
  body: ProfileUpdateBody,
): Promise<UserInfoDto> {
  const user = await loadUser(deps.db, caller.id);
  const newPassword = body.password || undefined;
  const emailChanged = body.email !== user.email.toLowerCase();
  if (newPassword && !body.oldPassword) throw badRequest('account.oldPasswordRequired');
  if (emailChanged && !body.oldPassword) throw badRequest('account.passwordRequiredForEmail');
  // 400, not 401: a 401 would sign the browser out for a typo.
  if (body.oldPassword && !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw badRequest('account.oldPasswordWrong');
  }
  if (emailChanged && !caller.secondFactor && (await hasTwoFactor(deps.db, user.id))) {
    throw forbidden('twoFactor.verificationRequired');
  }
  if (newPassword) assertNotCommon(newPassword);

  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        name: body.name,
        pendingEmail: emailChanged ? body.email : null,
        ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (emailChanged) await sendAddressProof(deps, row!, body.email, tx);
    return row!;
  });
  return toUserInfo(
    updated,
    passwordHash ? await issueToken(deps, updated, caller.secondFactor) : currentToken,
  );
}

export async function updateBilling(
  db: Database,
  userId: string,
  currentToken: string,
  body: BillingBody,
): Promise<UserInfoDto> {
  const updated = await storeBilling(db, userId, body);
  if (!updated) throw unauthorized();
  return toUserInfo(updated, currentToken);
}

/**
 * Stores validated billing details as the user's (the billing profile, and the checkout that asked for them);
 * undefined when the account is gone.
 */
export async function storeBilling(
  db: Executor,
  userId: string,
  body: BillingBody,
): Promise<typeof users.$inferSelect | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      billingName: body.billingName,
      billingAddress: body.billingAddress,
      billingZip: body.billingZip,
      billingCity: body.billingCity,
      billingCountry: body.billingCountry,
      // A buyer who is not buying as a company has neither a company name nor a VAT number on invoices.
      billingVat: body.billingAsCompany === false ? null : body.billingVAT || null,
      billingCompany: body.billingAsCompany === false ? null : body.billingCompany || null,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** docs/rules/languages.md: the account's stored language follows the one its reader picks in the shop. */
export async function setUserLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Logout everywhere: every token issued so far is refused from now on. */
export async function revokeTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
