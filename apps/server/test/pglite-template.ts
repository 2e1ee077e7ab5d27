import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * The migrated, seeded template as a PGlite data folder's dump, whatever database the run uses, for tests that
 * open a PGlite folder on disk: `openDatabase({ kind: 'pglite', dataDir, loadDataDir })` copies it instead of
 * running initdb and every migration in WebAssembly (global-setup.ts makes it once per run).
 */
export async function pgliteTemplateDump(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplateFile'))]);
}
