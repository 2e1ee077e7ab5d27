import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../lib/auth/password';
import type { DatabaseHandle } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { ensureAdmin } from './first-admin';

const log = pino({ level: 'silent' });
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeEach(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterEach(() => drop());

describe('ensureAdmin', () => {
  it('creates one admin with a generated password, shown once, and does nothing the next time', async () => {
    const first = await ensureAdmin(handle.db, { email: ' Owner@Example.TEST ' }, log);
    expect(first?.email).toBe('owner@example.test');
    expect(first?.generatedPassword).toMatch(/^[\w-]{20,}$/);
    const [admin] = await handle.db.select().from(users).where(eq(users.email, 'owner@example.test'));
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, first!.generatedPassword!)).toBe(true);
    expect(await ensureAdmin(handle.db, { email: 'other@example.test' }, log)).toBeUndefined();
    expect(await handle.db.select().from(users).where(eq(users.isAdmin, true))).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when given and never reports a generated one', async () => {
    const result = await ensureAdmin(
      handle.db,
      { email: 'a@example.test', password: 'configured-password-1' },
      log,
    );
    expect(result?.generatedPassword).toBeUndefined();
    const [admin] = await handle.db.select().from(users).where(eq(users.email, 'a@example.test'));
    expect(await verifyPassword(admin!.passwordHash, 'configured-password-1')).toBe(true);
  });

  it('promotes an existing account that owns the configured address instead of failing', async () => {
    await handle.db.insert(users).values({ name: 'Customer', email: 'boss@example.test', passwordHash: 'x' });
    const result = await ensureAdmin(handle.db, { email: 'BOSS@example.test' }, log);
    expect(result).toEqual({ email: 'boss@example.test' });
    const rows = await handle.db.select().from(users).where(eq(users.email, 'boss@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isAdmin).toBe(true);
    expect(rows[0]?.passwordHash).toBe('x');
  });
});
