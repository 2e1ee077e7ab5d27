import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { openDatabase } from './client';

describe('openDatabase (PGlite)', () => {
  const scratch = mkdtemp(join(tmpdir(), 'shop-db-'));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  it('creates missing parent folders of its data directory, as on a fresh clone', async () => {
    const dataDir = join(await scratch, 'data', 'db');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    await handle.close();
    expect(result.rows[0]).toEqual({ one: 1 });
    expect((await readdir(dataDir)).length).toBeGreaterThan(0);
    // A fresh folder means initdb of a whole cluster in WebAssembly: 5 s on a quiet 2-core machine, 20-30 s on a
    // loaded one, while every other test starts from the template's copy.
  }, 120_000);
});

describe('change notices', () => {
  it('reach this process before the notifying write answers, in a transaction or not (PostgreSQL and PGlite)', async () => {
    const { handle, drop } = await openTestDatabase();
    let notices = 0;
    const stop = await handle.listen('catalogue_version', () => {
      notices += 1;
    });
    const touch = sql`update products set name_en = name_en where slug = 'vwap-lite'`;
    try {
      for (let round = 0; round < 5; round += 1) {
        let before = notices;
        await handle.db.transaction(async (tx) => {
          await tx.execute(touch);
        });
        expect(notices).toBeGreaterThan(before);
        before = notices;
        await handle.db.execute(touch);
        expect(notices).toBeGreaterThan(before);
      }
    } finally {
      await stop();
      await drop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL pool with a minimum (DATABASE_POOL_MIN)', () => {
  /** The server's connections to the test's database, as PostgreSQL lists them, by what they last ran. */
  async function backends(url: string) {
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    try {
      const result = (await handle.db.execute(
        sql`select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )) as unknown as { rows: { query: string }[] };
      return result.rows.map((row) => row.query);
    } finally {
      await handle.close();
    }
  }

  it('has its connections open, listening for notices, before it is handed over, and keeps them', async () => {
    const { url, drop } = await openTestDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: url!, poolSize: 4, poolMin: 3 });
    try {
      // Three of the pool, each past its LISTEN, and the lane's one: before any query was asked of them.
      expect(handle.pool!.totalCount).toBe(3);
      expect(handle.pool!.idleCount).toBe(3);
      const open = await backends(url!);
      expect(open).toHaveLength(4);
      expect(open.filter((query) => query.startsWith('LISTEN'))).toHaveLength(3);
      // pg-pool's idle time-out spares the minimum: none of the three is set to close.
      expect(handle.pool!.options.min).toBe(3);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('refuses to open when its connections cannot be made', async () => {
    const { url, drop } = await openTestDatabase();
    await drop();
    const unreachable = new URL(url!);
    unreachable.pathname = '/no_such_database_for_the_pool_test';
    await expect(
      openDatabase({ kind: 'postgres', url: unreachable.toString(), poolSize: 2, poolMin: 2 }),
    ).rejects.toThrow('does not exist');
  });
});
