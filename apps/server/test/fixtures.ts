import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/lib/auth/password';
import { users } from '../src/lib/db/schema';

let counter = 0;

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
  counter += 1;
  const password = overrides.password ?? 'a-long-test-password-1';
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Test User ${counter}`,
      email: `user-${counter}-${Date.now()}@example.test`,
      ...overrides,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = await app.tokens.sign({ userId: user!.id, tokenVersion: user!.tokenVersion });
  return { user: user!, token, password, auth: { authorization: `Bearer ${token}` } };
}
