// Starts the production server on a fresh data folder, for the browser tests, benchmarks and screenshots.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Node's arguments for a checkout's shop: its bundle, built first when missing or stale. A checkout from before
 * the bundles (an older version a bench compares) runs its sources through tsx, as it did then.
 */
async function shopArgs(root) {
  const bundler = join(root, 'scripts/server-bundle.mjs');
  if (!existsSync(bundler)) return ['--import', 'tsx', 'src/main.ts'];
  const { bundleArgs, ensureServerBundles } = await import(pathToFileURL(bundler).href);
  await ensureServerBundles(root);
  return bundleArgs('main', root);
}

/**
 * Spawns the shop; resolves once /api/health answers. `env` entries override the defaults. `root` is the checkout
 * whose server runs (this one by default; the benches also run other versions' checkouts side by side).
 * `nodeArgs` go to Node before the server's (a bench's `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export async function startShop({ port, env = {}, stdio = 'inherit', root = repoRoot, nodeArgs = [] }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, ...(await shopArgs(root))], {
    cwd: resolve(root, 'apps/server'),
    stdio: ['ignore', stdio, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The built-in payment sandbox, which production runs only on this explicit opt-in.
      PAYMENT_SANDBOX: 'demo',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-run-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      // Scripted runs never reach the internet: no VIES check unless the caller points it at a stand-in.
      VIES_URL: 'off',
      // Scripted runs sign the admin in with its password; the two-factor journey enrols an admin of its own.
      ADMIN_REQUIRE_2FA: 'false',
      ...env,
    },
  });
  // A fresh database is created and migrated at start-up: about 20 s of CPU on PGlite, which took 90 s at
  // load average 16 (session 50). Five minutes leaves a loaded CI machine room; a broken server exits sooner.
  const startedBy = Date.now() + 300_000;
  while (Date.now() < startedBy) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not start within 300 s');
}
