import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
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
  });
});
