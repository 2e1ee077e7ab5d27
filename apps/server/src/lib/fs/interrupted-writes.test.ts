import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';

// kill -9 during an invoice's re-render leaves `FA-….pdf.<uuid>.tmp` beside the PDF (writeFileDurably writes
// there, then renames): the next start removes it and nothing else (SECURITY.md).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-orphans-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const hourAgo = new Date(Date.now() - 3_600_000);

async function place(path: string, content: string) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  await utimes(path, hourAgo, hourAgo);
}

describe('a start removes the temporary files of interrupted writes', () => {
  it('removes an orphan .tmp beside a re-rendered invoice and in the outbox; real files stay', async () => {
    const invoices = join(dataDir, 'files', 'invoices');
    await place(join(invoices, 'FA-2026-000001.pdf'), '%PDF-1.7 the re-rendered invoice');
    await place(
      join(invoices, 'FA-2026-000001.pdf.0b7e5f9c-3f0e-4b53-9a51-2b2f1e1d6c11.tmp'),
      '%PDF-1.7 half',
    );
    // A file of the shop's that merely ends in .tmp is not a temporary file of writeFileDurably.
    await place(join(invoices, 'notes.tmp'), 'kept');
    await place(join(dataDir, 'outbox', 'm-1.eml.2c1d7a55-6b1e-4f3d-8e21-0a9b8c7d6e5f.tmp'), 'half a mail');
    await place(join(dataDir, 'outbox', 'm-1.eml'), 'a mail');

    // The infrastructure alone: the removal is part of composing any app, whatever its modules.
    const shop = await createModuleTestApp([], { DATA_DIR: dataDir, MAIL_WORKER_ENABLED: 'false' });
    try {
      expect((await readdir(invoices)).sort()).toEqual(['FA-2026-000001.pdf', 'notes.tmp']);
      expect(await readdir(join(dataDir, 'outbox'))).toEqual(['m-1.eml']);
      expect(await shop.app.storage.get('invoices/FA-2026-000001.pdf')).toEqual(
        Buffer.from('%PDF-1.7 the re-rendered invoice'),
      );
    } finally {
      await shop.close();
    }
  }, 120_000);
});
