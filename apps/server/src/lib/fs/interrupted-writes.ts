import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { TEMPORARY_NAME } from './durable-write';

/**
 * With PostgreSQL, several instances may share one data folder: a temporary file is an orphan only once no
 * write could still be going on (writes take seconds). With PGlite the folder lock makes it this process's.
 */
const SHARED_FOLDER_ORPHAN_AGE_MS = 10 * 60_000;

/**
 * Removes, under `folder`, the temporary files of overwrites that never reached their rename (a process killed
 * mid-write, as kill -9 during an invoice's re-render): only those untouched for `olderThanMs`, so a start never
 * removes what another process sharing the folder is still writing. Answers the paths removed.
 */
export async function removeInterruptedWrites(folder: string, olderThanMs: number): Promise<string[]> {
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names.filter((each) => TEMPORARY_NAME.test(each))) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || Date.now() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed.push(path);
  }
  return removed;
}

/**
 * At start: the folders of the data folder `writeFileDurably` overwrites into (stored files, such as invoice
 * PDFs and licence files, and the mail outbox) lose the temporary files a killed process left.
 */
export async function removeOrphanTemporaryFiles(
  config: Pick<AppConfig, 'dataDir' | 'database'>,
): Promise<string[]> {
  const age = config.database.kind === 'pglite' ? 0 : SHARED_FOLDER_ORPHAN_AGE_MS;
  const removed = await Promise.all(
    ['files', 'outbox'].map((folder) => removeInterruptedWrites(join(config.dataDir, folder), age)),
  );
  return removed.flat();
}
