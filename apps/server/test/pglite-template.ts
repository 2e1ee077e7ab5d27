import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * The migrated, seeded template as a PGlite data folder's dump, whatever database the run uses, for tests that
 * open a PGlite folder on disk: `openDatabase({ kind: 'pglite', dataDir, loadDataDir })` copies it instead of
 * running initdb and every migration in WebAssembly (global-setup.ts makes it once per run).
 */
/**
 * The time-out of a test that boots PGlite from a folder (WebAssembly, one core): 5-10 s on a quiet machine,
 * 37 s at load 15 for two boots (damaged.test.ts went red at Vitest's 30 s). A time-out here catches a hang.
 */
export const PGLITE_FOLDER_TEST_TIMEOUT = 120_000;

export async function pgliteTemplateDump(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplateFile'))]);
}
