import { activeLicenceStatuses } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { licenceRequests } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md, licences.md): its live and pending licences are revoked; the
 * rows stay, as the orders they were issued for do.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx
    .update(licenceRequests)
    .set({ status: 'revoked' })
    .where(
      and(eq(licenceRequests.userId, user.id), inArray(licenceRequests.status, [...activeLicenceStatuses])),
    );
};
