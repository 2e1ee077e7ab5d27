// The back-office scale bench of issues 11 and 32: years of history (100,000 users, 300,000 orders, 300,000 licence
// requests, 50,000 subscribers on PostgreSQL; a tenth of that on PGlite), then p50/p99 of the dashboard, each
// list's first, middle and last page and its narrow and broad searches, at 10 connections, and each export's
// memory (admin-exports.ts). BENCH_BUILDS (bench/builds.ts) runs several builds side by side, for example
// `BENCH_BUILDS=before:6cd71ad,after:. node --import tsx bench/admin-scale.ts`. Written to
// bench/results/admin-scale.{json,md}; called by run.ts, or alone as above.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop } from '../scripts/shop-process.mjs';
import { type ExportFigures, exportsMarkdown, measureExports } from './admin-exports';
import { endpoints, type Figures, json, listsMarkdown, type Pace } from './admin-lists';
import { seedPglite, seedPostgres, type Volume } from './admin-seed';
import { type Build, buildLabel, resolveBuilds } from './builds';
import { scratchPostgres } from './postgres';

const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password-1' };
/** The old-space heap of the capped shops that prove the exports stream (BENCH_EXPORT_HEAP_MB). */
const EXPORT_HEAP_CAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 128);
const SHOP_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_REQUIRE_2FA: 'false' };

async function signIn(baseUrl: string) {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  );
  return { authorization: `Bearer ${token}` };
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
};

/**
 * Every endpoint on every build, the builds taking turns endpoint by endpoint (a busy moment of the machine
 * hits each alike), the load average beside each figure; then each build's exports with its memory.
 * `envOf(build, index)` says where each build's shop finds the seeded data.
 */
async function measure(
  database: string,
  port: number,
  builds: Build[],
  envOf: (index: number) => Record<string, string>,
  pace: Pace,
): Promise<{ lists: Figures[]; exports: ExportFigures[] }> {
  const shops: { build: Build; child: ChildProcess; baseUrl: string; headers: Record<string, string> }[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const { child, baseUrl } = await startShop({
        port: port + index,
        stdio: 'ignore',
        root: build.root,
        env: { ...SHOP_ENV, ...envOf(index) },
      });
      shops.push({ build, child, baseUrl, headers: await signIn(baseUrl) });
    }
    const lists: Figures[] = [];
    for (const path of await endpoints(shops[0]!.baseUrl, shops[0]!.headers)) {
      for (const connections of pace.connections)
        for (const shop of shops) {
          const result = await autocannon({
            url: `${shop.baseUrl}${path}`,
            connections,
            duration: pace.seconds,
            headers: shop.headers,
          });
          lists.push({
            database,
            build: buildLabel(shop.build),
            endpoint: path,
            connections,
            requestsPerSecond: Math.round(result.requests.average),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            non2xx: result.non2xx + result.errors,
            loadAverage: Math.round(loadavg()[0]! * 10) / 10,
          });
        }
    }
    const exports: ExportFigures[] = [];
    for (const shop of shops) {
      exports.push(
        ...(await measureExports(
          `${database}, ${buildLabel(shop.build)}`,
          shop.child.pid!,
          shop.baseUrl,
          shop.headers,
        )),
      );
    }
    // The proof of constant memory: each shop again with a heap far smaller than the largest export's file. A
    // streamed export still completes; one built in memory runs the shop out of heap.
    for (const [index, shop] of shops.entries()) {
      await stop(shop.child);
      shop.child = (
        await startShop({
          port: port + index,
          stdio: 'ignore',
          root: shop.build.root,
          env: { ...SHOP_ENV, ...envOf(index), NODE_OPTIONS: `--max-old-space-size=${EXPORT_HEAP_CAP_MB}` },
        })
      ).child;
      exports.push(
        ...(await measureExports(
          `${database}, ${buildLabel(shop.build)}, heap capped at ${EXPORT_HEAP_CAP_MB} MB`,
          shop.child.pid!,
          shop.baseUrl,
          await signIn(shop.baseUrl),
        )),
      );
    }
    return { lists, exports };
  } finally {
    for (const shop of shops) await stop(shop.child);
  }
}

/**
 * The shop migrates an empty PGlite folder on its first start; the seed then goes in while it is stopped, and
 * each build gets a copy of it (one process per PGlite folder).
 */
async function pgliteRun(port: number, pace: Pace, volume: Volume, builds: Build[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-admin-'));
  const first = await startShop({ port, stdio: 'ignore', env: { ...SHOP_ENV, DATA_DIR: dataDir } });
  await stop(first.child);
  await seedPglite(join(dataDir, 'db'), volume);
  const copies = builds.map((_, index) => {
    if (index === 0) return dataDir;
    const copy = `${dataDir}-${index}`;
    cpSync(dataDir, copy, { recursive: true });
    return copy;
  });
  try {
    return await measure(
      `PGlite (${describe(volume)})`,
      port,
      builds,
      (index) => ({ DATA_DIR: copies[index]! }),
      pace,
    );
  } finally {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  }
}

async function postgresRun(port: number, pace: Pace, volume: Volume, builds: Build[]) {
  const postgres = await scratchPostgres('bench_admin');
  if (!postgres) return { lists: [], exports: [] };
  try {
    // The first start (this checkout's, the newest schema) migrates and seeds the catalogue and the admin.
    const first = await startShop({
      port,
      stdio: 'ignore',
      env: { ...SHOP_ENV, DATABASE_URL: postgres.url },
    });
    await stop(first.child);
    await seedPostgres(postgres.url, volume);
    return await measure(
      `PostgreSQL (${describe(volume)})`,
      port,
      builds,
      () => ({ DATABASE_URL: postgres.url }),
      pace,
    );
  } finally {
    await postgres.drop();
  }
}

const describe = (volume: Volume) =>
  `${volume.users / 1000}k users, ${volume.orders / 1000}k orders, ${volume.subscribers / 1000}k subscribers`;

export async function runAdminScaleBench(port: number, seconds: number) {
  const builds = resolveBuilds();
  // BENCH_ADMIN_CONNECTIONS=1,10 (the default): one admin's latency, the budget, then ten at once on two cores.
  const pace: Pace = {
    seconds,
    connections: (process.env.BENCH_ADMIN_CONNECTIONS ?? '1,10').split(',').map(Number),
  };
  // BENCH_ADMIN_DATABASES=postgres (or pglite) measures one of the two.
  const databases = (process.env.BENCH_ADMIN_DATABASES ?? 'postgres,pglite').split(',');
  // BENCH_ADMIN_SCALE=0.01 tries the bench out in a minute on a hundredth of the history.
  const scale = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
  const volume = (users: number, orders: number, subscribers: number): Volume => ({
    users: Math.round(users * scale),
    orders: Math.round(orders * scale),
    subscribers: Math.round(subscribers * scale),
  });
  const runs = [
    databases.includes('postgres')
      ? await postgresRun(port, pace, volume(100_000, 300_000, 50_000), builds)
      : null,
    databases.includes('pglite') ? await pgliteRun(port, pace, volume(10_000, 30_000, 5_000), builds) : null,
  ].filter((run) => run !== null);
  const lists = runs.flatMap((run) => run.lists);
  const exports = runs.flatMap((run) => run.exports);
  const markdown = [
    `# Back-office scale bench (${new Date().toISOString()})`,
    '',
    `autocannon ${seconds} s per endpoint, at ${pace.connections.join(' and at ')} connection(s), signed in as an admin, the builds taking turns endpoint by endpoint; the 1-minute load average of this machine in brackets beside each figure (${cpus().length} cores). Target, what one admin feels (1 connection): p99 under 50 ms for every list and search, 100 ms for the dashboard, on PostgreSQL. Ten at once shows the headroom: on two cores their requests queue behind each other. Licence requests: 300,000 rows on PostgreSQL.`,
    '',
    ...listsMarkdown(lists),
    '',
    '## Exports',
    '',
    `Each export downloaded once per build while its shop's resident memory is sampled every 20 ms; then again with the shop's heap capped at ${EXPORT_HEAP_CAP_MB} MB (\`--max-old-space-size\`), less than the largest file: a streamed export completes, one built in memory kills the shop.`,
    '',
    ...exportsMarkdown(exports),
    '',
  ].join('\n');
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results/admin-scale.json'),
    `${JSON.stringify({ lists, exports }, null, 2)}\n`,
  );
  writeFileSync(join(import.meta.dirname, 'results/admin-scale.md'), markdown);
  console.log(markdown);
  return { lists, exports };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runAdminScaleBench(Number(process.env.BENCH_PORT ?? 4300), Number(process.env.BENCH_DURATION ?? 10));
}
