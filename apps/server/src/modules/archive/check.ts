import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { FileStorage } from '../../lib/storage/storage';
import { checkedArchiveBytes, sha256Hex } from '../invoices';
import {
  type ArchivedDocument,
  archivedDocumentOfKey,
  archivedDocumentsAfter,
  checksumRecorderOf,
} from './documents';

/** What reading the archive reaches: the documents' tables, the stored files, the log a damaged file goes to. */
export interface ArchiveDeps {
  db: Database;
  storage: Pick<FileStorage, 'get'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The stored bytes of the archived document under `key`, checked against its recorded sum (the signed
 * download route serves them only so); undefined when the key is no archived document's or its file is missing.
 * A changed file throws `archive.damaged` (docs/rules/invoices.md, "Archive").
 */
export async function readArchivedFile(deps: ArchiveDeps, key: string): Promise<Buffer | undefined> {
  const found = await archivedDocumentOfKey(deps.db, key);
  const bytes = found && (await deps.storage.get(key));
  if (!found || !bytes) return undefined;
  return checkedArchiveBytes(bytes, found, checksumRecorderOf(deps.db, found.kind), deps.log);
}

/** A document the check names: its kind, number and file. */
export type CheckedDocument = Pick<ArchivedDocument, 'kind' | 'number' | 'fileKey'>;

/** What the archive check found: every document read, the ones whose file changed, is missing or was sealed now. */
export interface ArchiveCheck {
  checked: number;
  damaged: CheckedDocument[];
  /** Not in storage: an issued snapshot the repair sweep renders, or an older file lost. */
  missing: CheckedDocument[];
  /** Stored before sums were kept: their sum is recorded now. */
  sealed: CheckedDocument[];
}

const CHECK_BATCH = 100;

/** Reads every archived file and compares it with its recorded sum, one page of documents at a time. */
export async function checkArchive(deps: Omit<ArchiveDeps, 'log'>): Promise<ArchiveCheck> {
  const result: ArchiveCheck = { checked: 0, damaged: [], missing: [], sealed: [] };
  let after = '';
  for (;;) {
    const page = await archivedDocumentsAfter(deps.db, after, CHECK_BATCH);
    for (const found of page) {
      const named = { kind: found.kind, number: found.number, fileKey: found.fileKey };
      result.checked += 1;
      const bytes = await deps.storage.get(found.fileKey);
      if (!bytes) result.missing.push(named);
      else if (found.sha256 === null) {
        await checksumRecorderOf(deps.db, found.kind)(found.fileKey, sha256Hex(bytes));
        result.sealed.push(named);
      } else if (found.sha256 !== sha256Hex(bytes)) result.damaged.push(named);
    }
    if (page.length < CHECK_BATCH) return result;
    after = page.at(-1)!.fileKey;
  }
}
