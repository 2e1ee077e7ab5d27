import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_FOLDER_TEST_TIMEOUT, pgliteTemplateDump } from '../../../test/pglite-template';
import { openDatabase } from '../db/client';
import { createOutboxTransport } from '../mail/transport';
import { loadOrCreateSecret } from '../secrets';
import { LocalFileStorage } from '../storage/storage';
import { dataFolderExposure } from './data-folder-lock';

/**
 * Reset links (outbox e-mails), invoices and credit notes (names, addresses), generated secrets and the
 * database are readable by the shop's own user only: another account on the machine reads none of them.
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-modes-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('file modes', () => {
  it('writes outbox .eml files 600 in folders 700', async () => {
    const dataDir = join(root, 'mail-data');
    const outbox = createOutboxTransport(join(dataDir, 'outbox'));
    for (const attempt of [1, 2]) {
      // The second hand-over of the same message rewrites its file: the new one is private too.
      await outbox.send({
        id: 'reset-1',
        from: 'shop@example.test',
        to: 'buyer@example.test',
        subject: `Reset your password (${attempt})`,
        text: 'https://shop.example/reset-password?token=secret',
        messageId: '<reset-1@example.test>',
        date: new Date('2026-11-26T00:00:00Z'),
      });
    }
    outbox.close();
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    expect(await modeOf(join(dataDir, 'outbox', file!))).toBe(0o600);
    expect(await modeOf(join(dataDir, 'outbox'))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('stores invoice and credit-note PDFs 600 in folders 700', async () => {
    const files = join(root, 'files');
    const storage = new LocalFileStorage(files);
    await storage.put('invoices/FA-2026-000001.pdf', Buffer.from('%PDF-1.7'));
    await storage.put('credit-notes/AV-2026-000001.pdf', Buffer.from('%PDF-1.7'), { overwrite: true });
    expect(await modeOf(join(files, 'invoices', 'FA-2026-000001.pdf'))).toBe(0o600);
    expect(await modeOf(join(files, 'credit-notes', 'AV-2026-000001.pdf'))).toBe(0o600);
    for (const folder of [files, join(files, 'invoices'), join(files, 'credit-notes')]) {
      expect(await modeOf(folder), folder).toBe(0o700);
    }
  });

  it('generates secrets 600 in a folder 700', async () => {
    const dataDir = join(root, 'secret-data');
    loadOrCreateSecret(dataDir, 'jwt-secret', undefined);
    expect(await modeOf(join(dataDir, 'secrets', 'jwt-secret'))).toBe(0o600);
    expect(await modeOf(join(dataDir, 'secrets'))).toBe(0o700);
  });

  it(
    'creates the data folder of a new PGlite database 700 (PGlite writes its own files 666)',
    async () => {
      const dataDir = join(root, 'fresh-data');
      const loadDataDir = await pgliteTemplateDump();
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), loadDataDir });
      await database.close();
      expect(await modeOf(dataDir)).toBe(0o700);
    },
    PGLITE_FOLDER_TEST_TIMEOUT,
  );

  it('warns about a data folder left open to other users (made by an older version or by hand)', async () => {
    const dataDir = join(root, 'old-data');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    expect(dataFolderExposure(dataDir)).toBe(
      `The data folder ${dataDir} is open to other users of this machine (mode 755): run chmod 700 ${dataDir}`,
    );
    await chmod(dataDir, 0o700);
    expect(dataFolderExposure(dataDir)).toBeUndefined();
  });
});
