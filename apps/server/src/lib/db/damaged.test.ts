import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_FOLDER_TEST_TIMEOUT, pgliteTemplateDump } from '../../../test/pglite-template';
import { openDatabase } from './client';
import { DamagedDatabaseError } from './damaged';

/**
 * The start-up function on a damaged PGlite folder: one line and what to do (the fault suite runs main).
 * The folder is made from the template's dump, not by initdb in WebAssembly (over 120 s at load 13).
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-damaged-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('opening a damaged PGlite folder', () => {
  it(
    'rejects with one line naming the folder and what to do',
    async () => {
      const folder = join(root, 'db');
      await (
        await openDatabase({ kind: 'pglite', dataDir: folder, loadDataDir: await pgliteTemplateDump() })
      ).close();
      await writeFile(join(folder, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
      const opening = openDatabase({ kind: 'pglite', dataDir: folder });
      await expect(opening).rejects.toBeInstanceOf(DamagedDatabaseError);
      const { message } = (await opening.catch((error: Error) => error)) as Error;
      expect(message).toMatch(new RegExp(`^The database in ${folder} is damaged and cannot be opened \\(`));
      expect(message).toContain(`mv ${folder} ${folder}.damaged`);
      expect(message).toContain('restore your latest backup');
      expect(message).not.toContain('\n');
    },
    PGLITE_FOLDER_TEST_TIMEOUT,
  );
});
