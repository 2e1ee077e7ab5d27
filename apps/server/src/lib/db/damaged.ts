import { dirname } from 'node:path';
import { StartupError } from '../startup-error';

export class DamagedDatabaseError extends StartupError {}

/** PostgreSQL's `data_corrupted` and `index_corrupted` error codes. */
const CORRUPTION_CODES = new Set(['XX001', 'XX002']);

/**
 * Whether an error opening or migrating a PGlite folder means its files are damaged: PGlite aborting in its
 * WebAssembly (an unreadable write-ahead log or control file), failing to start, or PostgreSQL reporting a
 * corrupted page.
 */
export function isDatabaseDamage(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof StartupError) return false;
  // WebAssembly.RuntimeError, which the server's type libraries do not declare.
  if (error.name === 'RuntimeError') return true;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && CORRUPTION_CODES.has(code)) ||
    error.message.includes('PGlite failed to initialize')
  );
}

/** One line saying what happened to the folder and what to do, instead of a WebAssembly stack trace. */
export function damagedDatabase(folder: string, cause: unknown): DamagedDatabaseError {
  const reason =
    cause instanceof Error && cause.name === 'RuntimeError'
      ? 'PGlite aborted while reading its files'
      : cause instanceof Error
        ? cause.message.split('\n')[0]
        : String(cause);
  return new DamagedDatabaseError(
    `The database in ${folder} is damaged and cannot be opened (${reason}): keep it for diagnosis, move it aside (mv ${folder} ${folder}.damaged), then restore your latest backup of ${dirname(folder)} or start again on an empty folder`,
  );
}

/**
 * Runs the first work on a database (opening, migrating) and turns a sign of damage on a PGlite folder into
 * `damagedDatabase`'s one line; on PostgreSQL, errors pass as they are.
 */
export async function explainingDamage<T>(
  database: { kind: 'postgres' } | { kind: 'pglite'; dataDir: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (database.kind === 'pglite' && isDatabaseDamage(error)) throw damagedDatabase(database.dataDir, error);
    throw error;
  }
}
