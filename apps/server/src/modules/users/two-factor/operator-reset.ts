import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client';
import { twoFactorCredentials, twoFactorRecoveryCodes, users } from '../../../lib/db/schema';

/**
 * The operator's way back for an admin who lost both the authenticator and the recovery codes: the second
 * factor is removed and every session revoked, in one transaction. The admin signs in with the password
 * and, where ADMIN_REQUIRE_2FA applies, enrols again before reaching the back-office. Answers whether an
 * admin account has that address.
 */
export async function resetAdminTwoFactor(db: Database, email: string): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(sql`lower(${users.email}) = ${normalised}`, eq(users.isAdmin, true)))
      .returning({ id: users.id });
    if (!admin) return false;
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, admin.id));
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, admin.id));
    return true;
  });
}
