import { activeLicenceStatuses } from '@shop/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { licenceRequests, seatActivations } from '../../lib/db/schema';
import { recordAudit } from '../audit';

/**
 * Closing an account (docs/rules/accounts.md, licences.md, seats.md): its live and pending licences are
 * revoked and its machines signed in from the indicator freed (`accountClosed`: their check-ins are refused
 * from then, though the account's paid orders stay paid); the rows stay, as the orders they were issued for
 * do. Each freed machine is in the audit log as the shop's, without its Machine ID: the person is forgotten.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx
    .update(licenceRequests)
    .set({ status: 'revoked' })
    .where(
      and(eq(licenceRequests.userId, user.id), inArray(licenceRequests.status, [...activeLicenceStatuses])),
    );
  const freed = await tx
    .update(seatActivations)
    .set({ releasedAt: new Date(), releasedBy: 'accountClosed' })
    .where(and(eq(seatActivations.userId, user.id), isNull(seatActivations.releasedAt)))
    .returning({ id: seatActivations.id, productId: seatActivations.productId });
  await recordAudit(
    tx,
    freed.map((row) => ({
      actor: null,
      action: 'seat.releaseAccountClosed',
      target: `seat:${row.id}`,
      before: { productId: row.productId },
    })),
  );
};
