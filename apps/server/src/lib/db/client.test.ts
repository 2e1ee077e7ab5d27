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
