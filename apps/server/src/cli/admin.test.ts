import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleArgs, ensureServerBundles } from '../../../../scripts/server-bundle.mjs';
import { PGLITE_FOLDER_TEST_TIMEOUT, pgliteTemplateDump } from '../../test/pglite-template';
import { openTestDatabase } from '../../test/test-app';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { framedBlock } from '../lib/console-box';
import { type DatabaseHandle, openDatabase } from '../lib/db/client';
import { users } from '../lib/db/schema';

const serverDir = join(import.meta.dirname, '../..');

/** Runs `npm run admin -- …`'s bundle as the operator would, in its own process. */
async function runAdmin(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...bundleArgs('admin'), ...args],
      { cwd: serverDir, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const passwordIn = (stdout: string) => /Password: (\S+)/.exec(stdout)?.[1];

describe('framedBlock', () => {
  it('pads every line to one width inside a frame', () => {
    const lines = framedBlock(['short', 'a much longer line']).split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toBe(`║  ${'short'.padEnd('a much longer line'.length)}  ║`);
  });
});

describe('npm run admin -- reset-password', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-cli-'));
    await ensureServerBundles();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The shop's PGlite folder in `dataDir`, made the first time from the migrated template's copy. */
  async function withPglite<T>(use: (handle: DatabaseHandle) => Promise<T>, loadDataDir?: Blob): Promise<T> {
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), loadDataDir });
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  }

  it('prints the usage without a command', async () => {
    const result = await runAdmin([], { DATA_DIR: dataDir });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run admin -- reset-password <email>');
  });

  it(
    'resets an admin password on a PGlite data folder and prints it framed, outside any log line',
    async () => {
      await withPglite(
        async (handle) => {
          await handle.db.insert(users).values({
            name: 'Boss',
            email: 'boss@example.test',
            passwordHash: await hashPassword('the-lost-password-1'),
            isAdmin: true,
          });
        },
        await pgliteTemplateDump(),
      );
      const reset = await runAdmin(['reset-password', 'BOSS@example.test'], { DATA_DIR: dataDir });
      expect(reset.status).toBe(0);
      expect(reset.stdout).toMatch(/^╔═+╗\n║ {2}Admin password reset/);
      expect(reset.stdout).not.toContain('{"level"');
      const password = passwordIn(reset.stdout)!;
      expect(password).toMatch(/^[\w-]{24}$/);
      await withPglite(async ({ db }) => {
        const [boss] = await db.select().from(users).where(eq(users.email, 'boss@example.test'));
        expect(await verifyPassword(boss!.passwordHash, password)).toBe(true);
      });
    },
    PGLITE_FOLDER_TEST_TIMEOUT,
  );

  it(
    'resets an admin password on PostgreSQL through DATABASE_URL',
    async (context) => {
      const { handle, drop, url } = await openTestDatabase();
      try {
        if (!url) return context.skip('the suite runs on PGlite; the PostgreSQL run covers this');
        await handle.db.insert(users).values({
          name: 'Boss',
          email: 'pg-boss@example.test',
          passwordHash: await hashPassword('the-lost-password-1'),
          isAdmin: true,
        });
        const reset = await runAdmin(['reset-password', 'pg-boss@example.test'], {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
        });
        expect(reset.status).toBe(0);
        const [boss] = await handle.db.select().from(users).where(eq(users.email, 'pg-boss@example.test'));
        expect(await verifyPassword(boss!.passwordHash, passwordIn(reset.stdout)!)).toBe(true);
      } finally {
        await drop();
      }
    },
    PGLITE_FOLDER_TEST_TIMEOUT,
  );
});
