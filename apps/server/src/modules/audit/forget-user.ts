import { eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { adminAuditLog } from '../../lib/db/schema';

/**
 * Closing an account (docs/rules/accounts.md): the person's own entries lose their address but keep their
 * e-mail, so who did what in the back-office stays accountable; admins' edits of the account lose their
 * before/after snapshots, which held its name, address and billing.
 */
export const forgetUser: ForgetUser = async (tx, user) => {
  await tx.update(adminAuditLog).set({ ip: null }).where(eq(adminAuditLog.adminId, user.id));
  await tx
    .update(adminAuditLog)
    .set({ before: null, after: null })
    .where(eq(adminAuditLog.target, `user:${user.id}`));
};
