import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { startCluster } from '../../../../scripts/cluster.mjs';
import { bundleArgs } from '../../../../scripts/server-bundle.mjs';
import { paidSessionEvent } from '../../../../scripts/stripe-events.mjs';
import { hashPassword } from '../../src/lib/auth/password';
import { TokenService } from '../../src/lib/auth/tokens';
import { type DatabaseHandle, openDatabase } from '../../src/lib/db/client';
import { runMigrations } from '../../src/lib/db/migrate';
import { users } from '../../src/lib/db/schema';
import { LocalFileStorage } from '../../src/lib/storage/storage';
import { seedCatalog } from '../../src/seed/seed';
import { withClient } from '../database-copies';
import { withDatabase } from '../global-setup';
import { pgliteTemplateDump } from '../pglite-template';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
export const JWT_SECRET = 'process-test-jwt-secret-0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec_process_test_secret_0123456789';

/**
 * A shop on disk for tests that run the real server as a child process: its own data folder and its own
 * database (PGlite under the folder, or a fresh PostgreSQL database when DATABASE_URL is set), migrated
 * and seeded before the first start, so the test can also read it directly between runs.
 */
export interface ShopFixture {
  dataDir: string;
  env: Record<string, string>;
  /** Opens the shop's database (PGlite: only while no server process runs). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

export async function createShopFixture(): Promise<ShopFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-process-'));
  const base = process.env.DATABASE_URL;
  const database = inject('database');
  let databaseUrl: string | undefined;
  if (base && database.kind === 'postgres') {
    const name = `shop_proc_${randomBytes(6).toString('hex')}`;
    await withClient(base, (admin) => admin.query(`create database ${name} template ${database.template}`));
    databaseUrl = withDatabase(base, name);
  }
  const open = (loadDataDir?: Blob) =>
    openDatabase(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl, poolSize: 4 }
        : { kind: 'pglite', dataDir: join(dataDir, 'db'), loadDataDir },
    );
  // A copy of the run's migrated, seeded template (global-setup.ts): on PGlite a new folder would run initdb
  // and every migration in WebAssembly for each fixture. Migrating and seeding again only adds the seed's
  // files to this shop's own folder.
  const handle = await open(databaseUrl ? undefined : await pgliteTemplateDump());
  await runMigrations(handle);
  await seedCatalog(handle.db, new LocalFileStorage(join(dataDir, 'files')));
  await handle.close();
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RATE_LIMIT_ENABLED: 'false',
      VIES_URL: 'off',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    open: () => open(),
    async remove() {
      if (databaseUrl && base) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await withClient(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts buyers straight into the database and signs their bearer tokens with the fixture's secret. */
export async function createBuyers(
  db: DatabaseHandle['db'],
  count: number,
): Promise<{ id: string; email: string; authorization: string }[]> {
  const tokens = new TokenService(JWT_SECRET, 24);
  const passwordHash = await hashPassword('a-long-test-password-1');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Buyer ${index}`,
        email: `buyer-${index}-${randomBytes(4).toString('hex')}@example.test`,
        passwordHash,
        // Checkout asks for an invoice address first (docs/rules/checkout.md).
        billingName: `Buyer ${index}`,
        billingAddress: '3 rue des Tests',
        billingZip: '75011',
        billingCity: 'Paris',
        billingCountry: 'FR',
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      authorization: `Bearer ${await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion })}`,
    })),
  );
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const running = new Set<ChildProcess>();

/**
 * Kills every process a test spawned and left running. A failed test leaves its server up, and the next
 * test's server then cannot take the port: its requests would reach the stale one (a different database).
 */
export function killStrayProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Node's arguments that run the shop and `npm run admin`, from their bundles (bundle-setup.ts builds them). */
export const shopEntry = bundleArgs('main');
export const adminEntry = bundleArgs('admin');

/**
 * Spawns Node with `args` (`shopEntry`, `adminEntry` and its command…) in production mode on the fixture's
 * folder and database, keeping everything it writes.
 */
export function spawnOnFixture(
  fixture: ShopFixture,
  args: string[],
  env: Record<string, string> = {},
): Omit<ServerProcess, 'url'> {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'demo',
      // A complete seller identity: in production an incomplete one holds every invoice back.
      SELLER_NAME: 'Fault Suite SAS',
      SELLER_LEGAL_FORM: 'SAS',
      SELLER_SHARE_CAPITAL: '1 000 €',
      SELLER_ADDRESS: '1 rue du Test, 75001 Paris, France',
      SELLER_RCS_CITY: 'Paris',
      SELLER_RCS_NUMBER: '123 456 789',
      SELLER_SIRET: '123 456 789 00007',
      SELLER_VAT: 'FR32123456789',
      SELLER_HOSTING: 'Test Host, Paris',
      SELLER_PUBLISHER: 'Camille Durand',
      SUPPORT_EMAIL: 'support@fault.test',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: join(fixture.dataDir, 'no-web-build'),
      ...fixture.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Starts the shop in production mode and resolves once it answers its health check. */
export async function startServer(
  fixture: ShopFixture,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const { child, output, exited } = spawnOnFixture(fixture, shopEntry, { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output()}`);
    return fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  };
  try {
    // Three minutes: the CI runs the fault suites side by side with the NinjaScript client (.ci/run).
    await until(healthy, 'the server to start', { timeoutMs: 180_000, everyMs: 100 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  return { url, child, output, exited };
}

/**
 * Waits until `condition` holds, checking every `everyMs`; after `timeoutMs` it fails naming `what`. The
 * process tests wait on other processes this way (a port, a mail, a burst read) instead of fixed sleeps.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The first port of the block this suite may use (E2E_PORT + 2 by the team's convention). */
export const processTestPort = Number(process.env.PROCESS_TEST_PORT ?? 5172);

/** A signed `checkout.session.completed` event, as Stripe delivers (and redelivers) it. */
export const completedEvent = (sessionId: string, orderId: string, eventId: string) =>
  paidSessionEvent({ sessionId, orderId, eventId, secret: WEBHOOK_SECRET });

/**
 * Two production instances on the fixture behind nginx (scripts/cluster.mjs), sharing their rate limits through
 * Redis, as a deployment of several instances does; `env` adds to that.
 */
export function startFixtureCluster(fixture: ShopFixture, port: number, env: Record<string, string> = {}) {
  return startCluster({
    port,
    env: {
      ...fixture.env,
      WEB_DIST_DIR: join(fixture.dataDir, 'no-web-build'),
      RATE_LIMIT_ENABLED: 'true',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      ADMIN_REQUIRE_2FA: 'false',
      ...env,
    },
  });
}
