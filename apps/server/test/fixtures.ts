import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/lib/auth/password';
import { users } from '../src/lib/db/schema';

let counter = 0;

/**
 * One argon2 hash per password per test worker: hashing at the production cost is most of what creating a user
 * costs, and a shared salt between test users changes nothing a test checks (sign-in still verifies for real).
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** An e-mail address no other test of the run uses, e.g. `auth-1732312345678-3@example.test`. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.test`;
}

/** Inserts a user straight into the database and signs a token for it, for tests of other features. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<{
  user: typeof users.$inferSelect;
  token: string;
  password: string;
  auth: { authorization: string };
}> {
  const password = overrides.password ?? 'a-long-test-password-1';
  const email = uniqueEmail();
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Test User ${counter}`,
      email,
      ...overrides,
      passwordHash: await hashOnce(password),
    })
    .returning();
  const token = await app.tokens.sign({ userId: user!.id, tokenVersion: user!.tokenVersion });
  return { user: user!, token, password, auth: { authorization: `Bearer ${token}` } };
}

/** The user closes their own account (DELETE /api/users/me with their password), which must succeed. */
export async function closeAccount(
  app: FastifyInstance,
  who: { auth: Record<string, string>; password: string },
): Promise<void> {
  const closed = await app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: who.auth,
    payload: { password: who.password, confirm: true },
  });
  if (closed.statusCode !== 204) throw new Error(`closing the account answered ${closed.statusCode}`);
}
