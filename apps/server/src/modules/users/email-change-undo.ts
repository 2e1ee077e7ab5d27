import type { VerifyEmailResult } from '@shop/contracts';
import { pageLinks } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { hmacSign } from '../../lib/hmac';
import { translate } from '../../lib/i18n';
import { readSignedToken, signToken } from '../../lib/signed-token';
import type { AccountDeps } from './deps';

/** Another account than `userId` with this address (any case), if one has it. */
export async function otherAccountWith(executor: Executor, address: string, userId: string) {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address.toLowerCase()}`, ne(users.id, userId)));
  return row;
}

/** How long the old address can take the account back after a change of e-mail. */
export const UNDO_TTL_DAYS = 7;

export interface UndoLink {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/** A key of its own (derived from JWT_SECRET): an undo link is never a verification link, nor the reverse. */
const undoSecret = (deps: AccountDeps) => hmacSign(deps.secrets.jwt, 'email-change-undo-link');

/**
 * The link the old address gets when the account switches to a new one. It opens the verification page
 * (the same page follows both kinds of link); valid 7 days, and only while the account still has the new
 * address, so it serves once.
 */
export function undoLink(deps: AccountDeps, change: UndoLink, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + UNDO_TTL_DAYS * 24 * 3600;
  const token = signToken(undoSecret(deps), {
    u: change.userId,
    o: change.oldEmail,
    n: change.newEmail,
    x: expiresAt,
  });
  return `${deps.config.publicUrl}${pageLinks.verifyEmail(token)}`;
}

/** The change an undo token names, when it is one of ours and not expired. */
export function readUndoLink(deps: AccountDeps, token: string): UndoLink | undefined {
  const data = readSignedToken(undoSecret(deps), token);
  if (!data || typeof data.u !== 'string' || typeof data.o !== 'string' || typeof data.n !== 'string') {
    return undefined;
  }
  if (typeof data.x !== 'number' || data.x * 1000 <= Date.now()) return undefined;
  return { userId: data.u, oldEmail: data.o, newEmail: data.n };
}

/**
 * Makes a proven address the account's (verified, nothing left pending) and signs out every session; refused
 * with 409 when another account has taken it meanwhile. A followed verification link and an undo link both end
 * here.
 */
export async function takeAddress(tx: Executor, userId: string, address: string): Promise<void> {
  if (await otherAccountWith(tx, address, userId)) throw conflict('account.emailTaken');
  await tx
    .update(users)
    .set({
      email: address,
      pendingEmail: null,
      emailVerifiedAt: new Date(),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
}

/**
 * Gives the account its old address back (verified: the link reached it), drops any pending address and
 * signs out every session, whoever holds them. The caller then sends the old address a password reset
 * link: whoever changed the address may know the password.
 */
export async function undoEmailChange(
  deps: AccountDeps,
  link: UndoLink,
  language: Language,
): Promise<VerifyEmailResult> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || user.deletedAt || user.email !== link.newEmail) throw badRequest('account.undoLinkInvalid');
    await takeAddress(tx, user.id, link.oldEmail);
    const message = translate(language, 'selfService:verifyEmail.undone', { email: link.oldEmail });
    return { email: link.oldEmail, emailChanged: true, message };
  });
}
