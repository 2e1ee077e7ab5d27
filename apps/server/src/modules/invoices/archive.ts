import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { invoices } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';

/**
 * The archive's rule (docs/rules/invoices.md, "Archive"): an issued document's file never changes. Its
 * SHA-256 is recorded when the file is first written, and every read that serves it compares the bytes with it.
 */

/** A stored document as the archive sees it: its file and the check sum kept with it (null: none yet). */
export interface ArchivedFile {
  fileKey: string;
  sha256: string | null;
}

/** Records a document's check sum once, by its owner (invoices, credit notes): `(fileKey, sha256)`. */
export type ChecksumRecorder = (fileKey: string, sha256: string) => Promise<void>;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes stored for a document differ from the check sum recorded with them: they are never served. */
export const archiveDamaged = (fileKey: string) => new AppError(500, 'archive.damaged', { fileKey });

/**
 * The stored bytes of `file` once checked: equal to its recorded sum, or sealed now when it has none (a file
 * written before sums were kept, or a crash between the write and the record). A mismatch is logged and
 * thrown (`archive.damaged`), so the changed bytes never reach a reader.
 */
export async function checkedArchiveBytes(
  bytes: Buffer,
  file: ArchivedFile,
  record: ChecksumRecorder,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Buffer> {
  const sum = sha256Hex(bytes);
  if (file.sha256 === null) await record(file.fileKey, sum);
  else if (file.sha256 !== sum) {
    log.error({ fileKey: file.fileKey, expected: file.sha256, actual: sum }, 'archived document changed');
    throw archiveDamaged(file.fileKey);
  }
  return bytes;
}

/** Sets an invoice's check sum unless one is recorded already (the first write's stands). */
export const invoiceChecksumRecorder =
  (db: Executor): ChecksumRecorder =>
  async (fileKey, sha256) => {
    await db
      .update(invoices)
      .set({ sha256 })
      .where(and(eq(invoices.fileKey, fileKey), isNull(invoices.sha256)));
  };
