// The market-open bench of issue 46: thousands of indicators start within minutes when the futures market
// opens, so check-ins (POST /api/license/validate) and device-flow activations are the shop's hottest path.
//   (a) PostgreSQL, two instances behind nginx (scripts/cluster.mjs), rate limits in Redis: check-ins at
//       BENCH_MARKET_RATE a second (500) for BENCH_MARKET_SECONDS (20), each a different machine of
//       BENCH_MARKET_BUYERS buyers (1000) from its own address, open loop: achieved rate, p50/p95/p99, errors;
//   (b) the same burst with BENCH_MARKET_ACTIVATIONS device-flow sign-ins a second (20) mixed in, and one
//       instance SIGKILLed halfway: then the activations in the database against those the clients were handed,
//       none lost, none doubled;
//   (c) the embedded PGlite default, one instance, at BENCH_MARKET_PGLITE_RATE (100) a second.
// Beside each: the CPU a check-in costs the shops, PostgreSQL and the load generator, and the load average (the
// machine is shared: latencies there measure the neighbours too). Written to bench/results/market-open.{json,md};
// called by run.ts, or alone: `node --import tsx bench/market-open.ts`. BENCH_PORT: nginx, the instances on the
// next two ports, PGlite's shop on the third; BENCH_REDIS_URL: the Redis the limits share (its database 13 by
// default, away from the tests'); BENCH_MARKET_DATABASES=postgres (or pglite) runs one of the two;
// BENCH_MARKET_PROFILE=<folder>: each shop runs under `node --cpu-prof` and writes its profile there on stopping;
// BENCH_MARKET_NODE_ARGS: more Node or V8 options for the shops (space-separated), to compare;
// Before (a), the shops run as on any day before the open, unmeasured: BENCH_MARKET_WARMUP_SECONDS (30) of
// check-ins of the same machines at BENCH_MARKET_WARMUP_RATE (100) a second, with
// BENCH_MARKET_WARMUP_ACTIVATIONS (2) sign-ins a second, then BENCH_MARKET_PAUSE_SECONDS (15) of quiet, longer than
// the 10 s after which a pool closes an idle connection above its minimum. BENCH_MARKET_WARMUP_SECONDS=0 measures
// instances started just before the open instead (a deploy at the open): their code is not compiled yet.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { startCluster } from '../scripts/cluster.mjs';
import { startShop } from '../scripts/shop-process.mjs';
import { bearer } from './bearer';
import { type CpuProbe, cpuProbe, cpuSince, ownCpuMs } from './cpu';
import { type FlowOutcome, machinePrefix, signInsAtRate } from './market-open-activations';
import {
  type ActivationFigures,
  type BurstFigures,
  type MarketOpenReport,
  marketOpenMarkdown,
} from './market-open-report';
import { benchSigningKey, checkInJobs, type Market, type Query, seedMarket } from './market-open-seed';
import { p99BySecond, requestsIn, summarise } from './pacing';
import { scratchPostgres } from './postgres';

const RATE = Number(process.env.BENCH_MARKET_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_MARKET_SECONDS ?? 20);
const ACTIVATION_RATE = Number(process.env.BENCH_MARKET_ACTIVATIONS ?? 20);
const PGLITE_RATE = Number(process.env.BENCH_MARKET_PGLITE_RATE ?? 100);
const BUYERS = Number(process.env.BENCH_MARKET_BUYERS ?? 1000);
const WARMUP_SECONDS = Number(process.env.BENCH_MARKET_WARMUP_SECONDS ?? 30);
const WARMUP_RATE = Number(process.env.BENCH_MARKET_WARMUP_RATE ?? 100);
const WARMUP_ACTIVATIONS = Number(process.env.BENCH_MARKET_WARMUP_ACTIVATIONS ?? 2);
const PAUSE_SECONDS = Number(process.env.BENCH_MARKET_PAUSE_SECONDS ?? 15);
/** The sign-ins of the day before the open and of (b): their machines are told apart by this salt. */
const WARMUP_SALT = 1 << 22;
const KILL_SALT = 1 << 23;
/**
 * Each instance's PostgreSQL pool, opened whole at start (DATABASE_POOL_MIN's production default): two
 * instances of 4 give the 2-core database 8 sessions, twice its cores. More sessions only contend for the same
 * two cores, each a backend whose caches and statements warm up in the burst's first second. (a)'s p99 in
 * session 57's runs: 41, 53, 71, 87 and 672 ms with 10 each (the shop's default), 14 and 115 with 6, 15, 20 and
 * 45 with 4; with 4 opened on demand instead of at start, 107 and 452.
 */
const POOL_SIZE = process.env.BENCH_MARKET_POOL_SIZE ?? '4';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const DATABASES = (process.env.BENCH_MARKET_DATABASES ?? 'postgres,pglite').split(',');
const PROFILE = process.env.BENCH_MARKET_PROFILE;
/** The shops' Node options: a CPU profile each, written on a clean stop (a SIGKILLed instance writes none), and any asked for. */
const nodeArgs = [
  ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : []),
  ...(process.env.BENCH_MARKET_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
];
const JWT_SECRET = `market-open-${process.pid}-${Date.now()}-jwt-secret-0123456789`;
const key = benchSigningKey();
/** Every shop of the run: the bench's signing key and JWT secret, limits on, addresses from X-Forwarded-For. */
const SHOP_ENV = {
  LICENSE_SIGNING_KEY: key.pem,
  JWT_SECRET,
  RATE_LIMIT_ENABLED: 'true',
  DATABASE_POOL_SIZE: POOL_SIZE,
  TRUST_PROXY: 'true',
  MAIL_WORKER_ENABLED: 'false',
  // The API alone: no web build needed (the fault suite's shops run the same way).
  WEB_DIST_DIR: join(tmpdir(), 'marketopen-no-web-build'),
};
const load = () => loadavg()[0]!.toFixed(1);

/** Fires the check-ins at `rate` a second from a thread of its own (market-open-load.mjs). */
async function burst(
  url: string,
  rate: number,
  jobs: { body: string; ip: string }[],
  cpu: CpuProbe,
): Promise<BurstFigures> {
  const start = load();
  const [cpuBefore, ownBefore] = [await cpu(), ownCpuMs()];
  const began = performance.now();
  const worker = new Worker(new URL('./market-open-load.mjs', import.meta.url), {
    workerData: { url: `${url}/api/license/validate`, rate, jobs },
  });
  const [answer] = (await once(worker, 'message')) as [
    {
      offsets: Float64Array;
      latencies: Float64Array;
      statuses: Int16Array;
      valid: Uint8Array;
      lateness: Float64Array;
    },
  ];
  const seconds = (performance.now() - began) / 1000;
  const [cpuAfter, ownAfter] = [await cpu(), ownCpuMs()];
  await worker.terminate();
  const statuses: Record<string, number> = {};
  for (const status of answer.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
  const ok = answer.statuses.filter((status) => status === 200).length;
  const perCheckIn = (ms: number) => Math.round((ms / Math.max(1, ok)) * 100) / 100;
  const postgresMs = cpuAfter.postgres ? cpuSince(cpuBefore.postgres!, cpuAfter.postgres) : null;
  return {
    target: rate,
    requests: jobs.length,
    achievedPerSecond: Math.round(ok / seconds),
    valid: answer.valid.reduce((sum, one) => sum + one, 0),
    errors: jobs.length - ok,
    statuses,
    ...summarise(answer.latencies),
    p99BySecondMs: p99BySecond(answer.offsets, answer.latencies),
    generatorLateP99Ms: summarise(answer.lateness).p99Ms,
    cpuMsPerCheckIn: {
      shops: perCheckIn(cpuSince(cpuBefore.shops, cpuAfter.shops)),
      postgres: postgresMs === null ? null : perCheckIn(postgresMs),
      loadGenerator: perCheckIn(ownAfter - ownBefore),
    },
    loadAverage: { start, end: load() },
  };
}

const jobsFor = (market: Market, rate: number) =>
  checkInJobs(key, market).slice(0, requestsIn(rate, SECONDS));

/** What (b) found in the database against what the clients were handed. */
async function activationCheck(query: Query, outcomes: FlowOutcome[]): Promise<ActivationFigures> {
  const rows = await query<{ id: string; machineId: string; releasedAt: Date | null }>(
    `select id, machine_id as "machineId", released_at as "releasedAt" from seat_activations
     where machine_id like '${machinePrefix(KILL_SALT)}%'`,
  );
  const byMachine = new Map<string, string[]>();
  for (const row of rows) byMachine.set(row.machineId, [...(byMachine.get(row.machineId) ?? []), row.id]);
  const granted = outcomes.filter((outcome) => outcome.activationId);
  return {
    flows: outcomes.length,
    granted: granted.length,
    failed: outcomes.length - granted.length,
    failures: [...new Set(outcomes.flatMap((outcome) => outcome.failure ?? []))],
    retried: outcomes.filter((outcome) => outcome.retries > 0).length,
    restarted: outcomes.filter((outcome) => outcome.restarts > 0).length,
    activationsInDatabase: rows.length,
    // Handed to a client but not in the database as that machine's live activation.
    lost: granted.filter((outcome) => byMachine.get(outcome.machineId)?.[0] !== outcome.activationId).length,
    // A machine with more than one activation row: a place taken twice.
    doubled: [...byMachine.values()].filter((ids) => ids.length > 1).length,
    // Activations no client was handed (a flow that gave up after its approval committed).
    unclaimed: rows.filter((row) => !granted.some((outcome) => outcome.activationId === row.id)).length,
    released: rows.filter((row) => row.releasedAt !== null).length,
    signInMs: summarise(granted.map((outcome) => outcome.ms)),
  };
}

async function postgresRuns(port: number) {
  const postgres = await scratchPostgres('marketopen_bench');
  if (!postgres) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketopen-bench-cluster-'));
  const db = new pg.Client({ connectionString: postgres.url });
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    cluster = await startCluster({
      port,
      nodeArgs,
      env: { ...SHOP_ENV, DATABASE_URL: postgres.url, REDIS_URL, DATA_DIR: dataDir },
    });
    await db.connect();
    const query: Query = async (statement) => (await db.query(statement)).rows;
    const machinesPerBuyer = Math.ceil(requestsIn(RATE, SECONDS) / BUYERS);
    const market = await seedMarket(query, {
      buyers: BUYERS,
      machinesPerBuyer,
      seats: machinesPerBuyer + 10,
    });
    const cpu = cpuProbe(
      cluster.instances.map((instance) => instance.child),
      db,
    );
    const buyers = market.buyers.map((buyer) => ({ authorization: bearer(JWT_SECRET, buyer.id) }));
    if (WARMUP_SECONDS > 0) {
      await Promise.all([
        burst(
          cluster.url,
          WARMUP_RATE,
          jobsFor(market, WARMUP_RATE).slice(0, requestsIn(WARMUP_RATE, WARMUP_SECONDS)),
          cpu,
        ),
        signInsAtRate(cluster.url, market.product.slug, buyers, {
          rate: WARMUP_ACTIVATIONS,
          seconds: WARMUP_SECONDS,
          salt: WARMUP_SALT,
        }),
      ]);
      await sleep(PAUSE_SECONDS * 1000);
    }
    const checkIns = await burst(cluster.url, RATE, jobsFor(market, RATE), cpu);

    // (b): the same machines check in again (from other addresses), sign-ins mixed in, one instance killed.
    const victim: ChildProcess = cluster.instances[0]!.child;
    const killAfterMs = (SECONDS * 1000) / 2;
    const kill = setTimeout(() => victim.kill('SIGKILL'), killAfterMs);
    const [withKill, outcomes] = await Promise.all([
      burst(cluster.url, RATE, jobsFor(market, RATE), cpu),
      signInsAtRate(cluster.url, market.product.slug, buyers, {
        rate: ACTIVATION_RATE,
        seconds: SECONDS,
        salt: KILL_SALT,
      }),
    ]);
    clearTimeout(kill);
    const activations = await activationCheck(query, outcomes);
    return { checkIns, withKill: { ...withKill, killedAfterMs: killAfterMs, activations } };
  } finally {
    await cluster?.stop();
    await db.end().catch(() => undefined);
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (c): one shop on its embedded PGlite, seeded while it is stopped (one process per PGlite folder). */
async function pgliteRun(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketopen-bench-pglite-'));
  const env = { ...SHOP_ENV, DATA_DIR: dataDir };
  const stop = async (child: ChildProcess) => {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  };
  try {
    await stop((await startShop({ port, stdio: 'ignore', env })).child);
    const database = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
    const query: Query = async (statement) => (await database.query(statement)).rows as never[];
    const machinesPerBuyer = Math.ceil(requestsIn(PGLITE_RATE, SECONDS) / BUYERS);
    const market = await seedMarket(query, { buyers: BUYERS, machinesPerBuyer, seats: machinesPerBuyer });
    await database.close();
    const shop = await startShop({ port, stdio: 'ignore', env, nodeArgs });
    try {
      return await burst(shop.baseUrl, PGLITE_RATE, jobsFor(market, PGLITE_RATE), cpuProbe([shop.child]));
    } finally {
      await stop(shop.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMarketOpenBench(port: number) {
  const date = new Date().toISOString();
  const machine = `${cpus().length} cores, Node ${process.version}, load average at the start ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
  const postgres = DATABASES.includes('postgres') ? await postgresRuns(port) : undefined;
  const pglite = DATABASES.includes('pglite') ? await pgliteRun(port + 3) : undefined;
  const before: MarketOpenReport['before'] =
    WARMUP_SECONDS > 0
      ? {
          seconds: WARMUP_SECONDS,
          checkInsPerSecond: WARMUP_RATE,
          signInsPerSecond: WARMUP_ACTIVATIONS,
          pauseSeconds: PAUSE_SECONDS,
        }
      : undefined;
  const report: MarketOpenReport = {
    date,
    machine,
    seconds: SECONDS,
    buyers: BUYERS,
    poolSize: Number(POOL_SIZE),
    before,
    postgres,
    pglite,
  };
  const markdown = marketOpenMarkdown(report, ACTIVATION_RATE);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results/market-open.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(join(import.meta.dirname, 'results/market-open.md'), markdown);
  console.log(markdown);
  return report;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runMarketOpenBench(Number(process.env.BENCH_PORT ?? 4300));
}
