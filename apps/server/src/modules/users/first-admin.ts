import { emailSchema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword, hashPassword } from '../../lib/auth/password';
import type { Database } from '../../lib/db/client';
import { users } from '../../lib/db/schema';

export interface AdminSeedResult {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/** Creates the first admin on a database that has none; never a hard-coded password. */
export async function ensureAdmin(
  db: Database,
  admin: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<AdminSeedResult | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return undefined;
  // The same normalisation as sign-up, so the admin can sign in with the address as configured.
  const email = emailSchema.parse(admin.email ?? 'admin@ninja-indicators.local');
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (customer) {
    // The configured address already belongs to an account: promote it rather than fail on the unique e-mail.
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, customer.id));
    log.info({ email }, 'existing account promoted to admin');
    return { email };
  }
  const generatedPassword = admin.password ? undefined : generatePassword();
  const password = admin.password ?? generatedPassword!;
  await db.insert(users).values({
    name: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    emailVerifiedAt: new Date(),
  });
  log.info({ email }, 'admin account created');
  return { email, generatedPassword };
}
