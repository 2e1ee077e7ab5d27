import type { VerifyEmailResult } from '@shop/contracts';
import { pageLinks } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { hmacSign } from '../../lib/hmac';
import { translate } from '../../lib/i18n';
import { accountMail } from '../../lib/mail/templates/index';
import { readSignedToken, signToken } from '../../lib/signed-token';
import type { AccountDeps } from './deps';
import { otherAccountWith, takeAddress, UNDO_TTL_DAYS, undoLink } from './email-change-undo';

export const VERIFICATION_TTL_HOURS = 48;

type UserRow = typeof users.$inferSelect;

/**
 * The key of verification links, derived from the bearer-token secret: every instance already shares it
 * (JWT_SECRET), and a separate derivation keeps a link from ever being usable as anything else.
 */
export function verificationSecret(deps: AccountDeps): string {
  return hmacSign(deps.secrets.jwt, 'email-verification-link');
}

/** A signed link proving that whoever opens it reads `address`: bound to the account and that address. */
export function verificationLink(deps: AccountDeps, userId: string, address: string, now = new Date()) {
  const expiresAt = Math.floor(now.getTime() / 1000) + VERIFICATION_TTL_HOURS * 3600;
  const token = signToken(verificationSecret(deps), { u: userId, e: address, x: expiresAt });
  return `${deps.config.publicUrl}${pageLinks.verifyEmail(token)}`;
}

/**
 * The name an account e-mail to the account's address may greet with: only once that address proved to be
 * the account's (its link followed). Before, whoever typed the address also typed the name.
 */
export const greetingName = (user: Pick<UserRow, 'name' | 'emailVerifiedAt'>) =>
  user.emailVerifiedAt ? user.name : undefined;

/**
 * Queues the verification e-mail of `address` (the account's e-mail, or the new one it asked for). It goes
 * to an address that proved nothing yet, so it carries no text the caller typed: no name.
 */
export async function sendVerification(
  deps: AccountDeps,
  user: Pick<UserRow, 'id' | 'language'>,
  address: string,
  executor: Executor,
): Promise<void> {
  await deps.mail.enqueue(
    accountMail('verifyEmail', {
      seller: await deps.sellerIdentity.current(),
      to: address,
      language: user.language,
      url: verificationLink(deps, user.id, address),
      params: { email: address, hours: VERIFICATION_TTL_HOURS },
    }),
    executor,
  );
}

/**
 * What asking for `address` as an account's new e-mail sends: its verification link, or, when another
 * account has that address, a notice to that account's owner instead (nothing of the caller's in it).
 * The caller's answer is the same either way, so asking tells nobody who has an account.
 */
export async function sendAddressProof(
  deps: AccountDeps,
  user: Pick<UserRow, 'id' | 'language'>,
  address: string,
  executor: Executor,
): Promise<void> {
  const owner = await otherAccountWith(executor, address, user.id);
  if (!owner) return sendVerification(deps, user, address, executor);
  await deps.mail.enqueue(
    accountMail('emailInUse', {
      seller: await deps.sellerIdentity.current(),
      to: owner.email,
      language: owner.language,
      name: greetingName(owner),
    }),
    executor,
  );
}

function readLink(deps: AccountDeps, token: string): { userId: string; address: string } | undefined {
  const data = readSignedToken(verificationSecret(deps), token);
  if (!data || typeof data.u !== 'string' || typeof data.e !== 'string' || typeof data.x !== 'number') {
    return undefined;
  }
  if (data.x * 1000 <= Date.now()) return undefined;
  return { userId: data.u, address: data.e };
}

/**
 * Follows a verification link. For the account's own address it marks it verified (again: idempotent).
 * For the pending new address it switches the account to it, revokes every session (they were opened
 * with the old address) and tells the old address. Any other link answers `account.verifyLinkInvalid`.
 */
export async function verifyEmail(
  deps: AccountDeps,
  token: string,
  language: Language,
): Promise<VerifyEmailResult> {
  const link = readLink(deps, token);
  if (!link) throw badRequest('account.verifyLinkInvalid');
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || user.deletedAt) throw badRequest('account.verifyLinkInvalid');
    if (link.address === user.email) {
      if (!user.emailVerifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      }
      const message = translate(language, 'selfService:verifyEmail.verified', { email: user.email });
      return { email: user.email, emailChanged: false, message };
    }
    if (link.address !== user.pendingEmail) throw badRequest('account.verifyLinkInvalid');
    await takeAddress(tx, user.id, link.address);
    await deps.mail.enqueue(
      accountMail('emailChanged', {
        seller: await deps.sellerIdentity.current(),
        to: user.email,
        language: user.language,
        name: greetingName(user),
        url: undoLink(deps, { userId: user.id, oldEmail: user.email, newEmail: link.address }),
        params: { email: link.address, days: UNDO_TTL_DAYS },
      }),
      tx,
    );
    const message = translate(language, 'selfService:verifyEmail.changed', { email: link.address });
    return { email: link.address, emailChanged: true, message };
  });
}

/** "Resend": a new link for the pending address, else for the unverified one. */
export async function resendVerification(deps: AccountDeps, user: UserRow): Promise<string> {
  const address = user.pendingEmail ?? (user.emailVerifiedAt ? undefined : user.email);
  if (!address) throw conflict('account.alreadyVerified');
  await sendAddressProof(deps, user, address, deps.db);
  return address;
}
