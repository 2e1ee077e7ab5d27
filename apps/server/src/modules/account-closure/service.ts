import { createHash } from 'node:crypto';
import { activeLicenceStatuses, closedAccountEmailDomain, type DeleteAccountBody } from '@shop/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '../../lib/auth/password';
import type { Transaction } from '../../lib/db/client';
import {
  adminAuditLog,
  contactMessages,
  downloadLog,
  licenceRequests,
  mailQueue,
  newsletterSubscribers,
  passwordResetTokens,
  reviews,
  signInFailures,
  users,
} from '../../lib/db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { loadUser } from '../users';
import type { AccountClosureDeps } from './deps';

/** What a closed account's name and address become: unique, never deliverable (RFC 2606 `.invalid`). */
export const anonymisedIdentity = (userId: string) => ({
  name: `deleted-${userId.slice(-8)}`,
  email: `deleted-${userId}@${closedAccountEmailDomain}`,
});

/** Refuses to close the last admin account. Locks every admin in id order, as the admin demotion does. */
async function assertNotLastAdmin(tx: Transaction): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .for('update');
  if (admins.length <= 1) throw conflict('account.lastAdmin');
}

/** Erases what the logs and side tables hold about the person: IPs, addresses, names, queued e-mail. */
async function eraseTraces(tx: Transaction, userId: string, email: string, anonymous: string) {
  const now = new Date();
  await tx.update(downloadLog).set({ ip: null }).where(eq(downloadLog.userId, userId));
  // An admin's own entries keep their e-mail: who did what in the back-office stays accountable.
  await tx.update(adminAuditLog).set({ ip: null }).where(eq(adminAuditLog.adminId, userId));
  // Admin edits of this account kept its name, address and billing in their before/after snapshots.
  await tx
    .update(adminAuditLog)
    .set({ before: null, after: null })
    .where(eq(adminAuditLog.target, `user:${userId}`));
  await tx
    .update(contactMessages)
    .set({ name: anonymisedIdentity(userId).name, email: anonymous, ip: null })
    .where(sql`lower(${contactMessages.email}) = ${email}`);
  // The newsletter ends; the row stays (anonymised) so the subscriber statistics keep their history.
  await tx
    .update(newsletterSubscribers)
    .set({ email: anonymous, isActive: false, status: 'unsubscribed', unsubscribedAt: now })
    .where(eq(newsletterSubscribers.email, email));
  await tx.delete(mailQueue).where(and(eq(mailQueue.toAddress, email), eq(mailQueue.status, 'queued')));
  await tx
    .update(mailQueue)
    .set({ toAddress: anonymous, textBody: '', htmlBody: null })
    .where(and(eq(mailQueue.toAddress, email), ne(mailQueue.status, 'queued')));
  const emailHash = createHash('sha256').update(email).digest('hex');
  await tx.delete(signInFailures).where(eq(signInFailures.emailHash, emailHash));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // Reviews carry the person's words and first name: they go with the account (docs/rules/reviews.md).
  await tx.delete(reviews).where(eq(reviews.userId, userId));
}

/**
 * Closes the signed-in customer's account (GDPR art. 17), after the password is entered again. In one
 * transaction: the name, e-mail, password and billing address are replaced or erased, every token is
 * revoked, licences are revoked, orders awaiting payment expire (and leases end at the provider before), the newsletter ends and IPs in the logs are
 * erased. The row itself stays, anonymised: orders, their lines and invoices must be kept (10 years, French commercial law), and
 * the invoice PDFs, rendered when paid, still show the buyer as billed.
 */
export async function deleteAccount(
  deps: AccountClosureDeps,
  actor: AuditActor,
  body: DeleteAccountBody,
): Promise<void> {
  const userId = actor.id;
  const user = await loadUser(deps.db, userId);
  // 400, not 401: a 401 would sign the browser out for a typo.
  if (!(await verifyPassword(user.passwordHash, body.password))) throw badRequest('account.passwordWrong');
  // Open card checkouts are expired at the provider first, so nobody can pay for what nobody will receive;
  // one paid meanwhile is fulfilled as usual. A payment that still slips through is given back (orders.md).
  await deps.checkouts.expireOpenCheckoutsOf(userId);
  // Running leases end at the provider too: a closed account is never charged again (leases.md).
  await deps.leases.endForClosingAccount(userId);
  await deps.db.transaction(async (tx) => {
    if (user.isAdmin) await assertNotLastAdmin(tx);
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!locked || locked.deletedAt) throw badRequest('account.passwordWrong');
    await deps.orderLifecycle.closeAccount(tx, userId, actor);
    const anonymous = anonymisedIdentity(userId);
    await eraseTraces(tx, userId, locked.email.toLowerCase(), anonymous.email);
    await tx
      .update(licenceRequests)
      .set({ status: 'revoked' })
      .where(
        and(eq(licenceRequests.userId, userId), inArray(licenceRequests.status, [...activeLicenceStatuses])),
      );
    await tx
      .update(users)
      .set({
        ...anonymous,
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
      .where(eq(users.id, userId));
  });
}
