import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * What the shop writes holds secrets or customers' documents (outbox `.eml` files carry reset links, invoices
 * carry names and addresses), and only the shop's process reads it back: owner only, whatever the umask.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

const TEMPORARY_SUFFIX = '.tmp';
/** `<name>.<uuid>.tmp`: the temporary file of an overwrite (interrupted-writes.ts removes orphans). */
export const TEMPORARY_NAME = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a file so that it survives a power cut once this resolves: the content is fsynced, then the
 * folder entry. Call it before committing a row that references the file. With `overwrite`, the content
 * goes to a temporary file renamed over the target, so a reader never sees half a file; without it, an
 * existing file is an error (EEXIST), as with the `wx` flag. The file is created 600 and missing folders
 * 700 (`PRIVATE_FILE`, `PRIVATE_FOLDER`).
 */
export async function writeFileDurably(
  path: string,
  content: Buffer | Uint8Array | AsyncIterable<string | Uint8Array>,
  options: { overwrite?: boolean } = {},
): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const target = options.overwrite ? `${path}.${randomUUID()}${TEMPORARY_SUFFIX}` : path;
  const handle = await open(target, options.overwrite ? 'w' : 'wx', PRIVATE_FILE);
  try {
    if (content instanceof Uint8Array) await handle.writeFile(content);
    else
      for await (const chunk of content)
        await handle.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (options.overwrite) await rename(target, path);
  await syncDirectory(folder);
}
