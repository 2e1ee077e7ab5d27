import type { DeleteAccountBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../lib/auth/password';
import { forgottenUser } from '../../lib/closed-account';
import type { Transaction } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { loadUser } from '../users';
import type { AccountClosureDeps } from './deps';

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

/**
 * Closes the signed-in customer's account (GDPR art. 17), after the password is entered again. In one
 * transaction: orders awaiting payment expire (and leases end at the provider before), then each owner forgets
 * the person in its tables (`forgetUser`, docs/rules/accounts.md): the name, e-mail, password and billing
 * address are replaced or erased, every token and licence is revoked, the newsletter ends, IPs in the logs are
 * erased. The row itself stays, anonymised: orders, their lines and invoices must be kept (10 years, French
 * commercial law), and the invoice PDFs, rendered when paid, still show the buyer as billed.
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
    const forgotten = forgottenUser(userId, locked.email);
    const { modules, outbox, account } = deps.forget;
    for (const { forgetUser } of modules) await forgetUser(tx, forgotten);
    await outbox(tx, forgotten);
    await account(tx, forgotten);
  });
}
