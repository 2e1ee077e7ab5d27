import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEntry,
  createShopFixture,
  processTestPort,
  type ShopFixture,
  shopEntry,
  spawnOnFixture,
  startServer,
} from './server-process';

/**
 * A PGlite data folder takes one process at a time: a second server, or `npm run admin`, on a folder a
 * running server holds stops with one line naming it; a lock left by a process that ended is taken over;
 * a damaged database stops start-up with one line saying what to do, not a WebAssembly stack trace.
 * PostgreSQL handles its own concurrency (no lock), so this file runs on PGlite only.
 */
const port = processTestPort + 20;

/** Runs Node with `args` (an entry's bundle, or a script) to its end: exit code and everything it wrote. */
async function runToExit(fixture: ShopFixture, args: string[], env: Record<string, string> = {}) {
  const run = spawnOnFixture(fixture, args, env);
  const code = await run.exited;
  return { code, output: run.output(), pid: run.child.pid! };
}

const lines = (text: string) => text.trim().split('\n');

describe.skipIf(process.env.DATABASE_URL)('a PGlite data folder', () => {
  let fixture: ShopFixture;
  beforeAll(async () => {
    fixture = await createShopFixture();
  });
  afterAll(() => fixture.remove());

  it('refuses a second server and the admin command while a server holds it, with one line naming that server', async () => {
    const server = await startServer(fixture, port);
    try {
      const holder = new RegExp(
        `^The data folder ${fixture.dataDir} is in use by the shop server on port ${port} \\(pid ${server.child.pid}, since [^)]+\\): .*stop that one first$`,
      );
      const second = await runToExit(fixture, shopEntry, { PORT: String(port + 1) });
      expect(second.code).toBe(1);
      expect(lines(second.output)).toHaveLength(1);
      expect(second.output.trim()).toMatch(holder);

      const admin = await runToExit(fixture, [
        ...adminEntry,
        'reset-password',
        'admin@ninja-indicators.local',
      ]);
      expect(admin.code).toBe(1);
      expect(admin.output.trim()).toMatch(holder);
      expect(admin.output).not.toMatch(/password/i);
      // The running server was left alone.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // Released at shutdown: the admin command now runs.
    expect(await readdir(fixture.dataDir)).not.toContain('shop.lock');
    const admin = await runToExit(fixture, [...adminEntry, 'reset-password', 'admin@ninja-indicators.local']);
    expect(admin.code, admin.output).toBe(0);
  });

  it('takes over a lock left by a process that has ended, or whose pid now names another process', async () => {
    const ended = await runToExit(fixture, ['-e', '']);
    const stale = [
      { pid: ended.pid, started: null },
      // A pid that is alive but started at another time: the holder crashed and the pid was reused.
      { pid: process.pid, started: '1' },
    ];
    for (const { pid, started } of stale) {
      const lock = {
        what: 'the shop server on port 1',
        pid,
        host: hostname(),
        started,
        since: 'x',
        nonce: 'old',
      };
      await writeFile(join(fixture.dataDir, 'shop.lock'), JSON.stringify(lock));
      const server = await startServer(fixture, port);
      const taken = JSON.parse(await readFile(join(fixture.dataDir, 'shop.lock'), 'utf8'));
      expect(taken.pid).toBe(server.child.pid);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });

  it('stops start-up on a damaged database with one line saying what to do', async () => {
    // The write-ahead log overwritten: PGlite aborts inside its WebAssembly when it replays it.
    const wal = join(fixture.dataDir, 'db', 'pg_wal');
    for (const name of (await readdir(wal)).filter((file) => /^[0-9A-F]{24}$/.test(file))) {
      const size = (await readFile(join(wal, name))).length;
      await writeFile(join(wal, name), Buffer.alloc(size, 0x5a));
    }
    const start = await runToExit(fixture, shopEntry, { PORT: String(port) });
    expect(start.code).toBe(1);
    expect(lines(start.output)).toHaveLength(1);
    expect(start.output).toContain(`The database in ${join(fixture.dataDir, 'db')} is damaged`);
    expect(start.output).toContain('restore your latest backup');
    expect(start.output).not.toMatch(/wasm|\n\s+at /);
  });
});
