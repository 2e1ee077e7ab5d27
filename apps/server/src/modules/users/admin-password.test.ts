import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import type { DatabaseHandle } from '../../lib/db/client';
import { signInFailures, users } from '../../lib/db/schema';
import { resetAdminPassword } from './admin-password';
import { recordFailure } from './sign-in-throttle';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('resetAdminPassword', () => {
  it('sets a new generated password, revokes sessions and lifts the slow-down, for admins only', async () => {
    const passwordHash = await hashPassword('the-lost-password-1');
    await handle.db.insert(users).values([
      { name: 'Boss', email: 'reset-boss@example.test', passwordHash, isAdmin: true },
      { name: 'Client', email: 'reset-client@example.test', passwordHash },
    ]);
    for (let i = 0; i < 6; i++) await recordFailure(handle.db, 'reset-boss@example.test');

    expect(await resetAdminPassword(handle.db, 'reset-client@example.test')).toBeUndefined();
    expect(await resetAdminPassword(handle.db, 'nobody@example.test')).toBeUndefined();
    const password = await resetAdminPassword(handle.db, ' Reset-Boss@Example.test ');
    expect(password).toMatch(/^[\w-]{24}$/);

    const [boss] = await handle.db.select().from(users).where(eq(users.email, 'reset-boss@example.test'));
    expect(await verifyPassword(boss!.passwordHash, password!)).toBe(true);
    expect(boss!.tokenVersion).toBe(1);
    const [client] = await handle.db.select().from(users).where(eq(users.email, 'reset-client@example.test'));
    expect(client!.tokenVersion).toBe(0);
    expect(await verifyPassword(client!.passwordHash, 'the-lost-password-1')).toBe(true);
    expect(await handle.db.select().from(signInFailures)).toEqual([]);
  });
});
