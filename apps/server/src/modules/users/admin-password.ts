import { and, eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/auth/password';
import type { Database } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { clearFailures } from './sign-in-throttle';

/**
 * The operator's way back into a lost admin account: a new generated password, every session of the
 * account revoked (token version) and its sign-in slow-down lifted. Answers the password, or undefined when
 * no admin account has that address.
 */
export async function resetAdminPassword(db: Database, email: string): Promise<string | undefined> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const normalised = email.trim().toLowerCase();
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(sql`lower(${users.email}) = ${normalised}`, eq(users.isAdmin, true)))
    .returning({ id: users.id });
  if (!updated) return undefined;
  await clearFailures(db, normalised);
  return password;
}
