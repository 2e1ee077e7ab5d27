import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { creditNotes } from '../../lib/db/schema';
import type { ChecksumRecorder } from '../invoices';

/** Sets a credit note's check sum unless one is recorded already (docs/rules/invoices.md, "Archive"). */
export const creditNoteChecksumRecorder =
  (db: Executor): ChecksumRecorder =>
  async (fileKey, sha256) => {
    await db
      .update(creditNotes)
      .set({ sha256 })
      .where(and(eq(creditNotes.fileKey, fileKey), isNull(creditNotes.sha256)));
  };
