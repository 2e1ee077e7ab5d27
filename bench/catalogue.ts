// The catalogue bench (issues 13 and 45): the cached catalogue routes and the server-rendered pages against a
// bare Fastify process answering the same bytes (bench/catalogue-ceiling.mjs, a process of its own: none of the
// shop's hooks), 50 connections, after a warm-up, on PGlite and (when reachable) PostgreSQL. The shop and the
// ceiling take turns, BENCH_CATALOGUE_ROUNDS (3) rounds per path, so a busy moment of a shared machine hits both
// alike; each round's share of the ceiling is taken within the round. Written to bench/results/catalogue.{json,md};
// called by run.ts, or alone with `node --import tsx bench/catalogue.ts` (BENCH_PORT: the shop's port, the
// ceiling's is the next one; BENCH_DURATION seconds per measurement).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { scratchPostgres } from './postgres';
import { type Spread, showSpread, spread } from './spread';

// `/` and the product page are server-rendered (and cached per language, like the API's answers).
const PATHS = ['/api/products', '/api/products/vwap-premium', '/', '/product/vwap-premium'];
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 3);

interface Row {
  database: string;
  path: string;
  requestsPerSecond: Spread;
  latencyP99Ms: Spread;
  ceilingRequestsPerSecond: Spread;
  ceilingLatencyP99Ms: Spread;
  /** Each round's shop req/s over the ceiling's in that round, in per cent. */
  shareOfCeiling: Spread;
  /** Each round's shop p99 over the ceiling's in that round. */
  p99OverCeiling: Spread;
  errors: number;
}

/** Starts `script` (under bench/) and resolves once it prints "ready". */
async function start(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, script), ...args], {
    cwd: resolve(import.meta.dirname, '../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((ready, failed) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
    child.on('exit', (code) => failed(new Error(`${script} exited with code ${code}`)));
  });
  return child;
}

const startShop = (port: number, env: Record<string, string>) =>
  start('catalogue-server.mjs', [], {
    NODE_ENV: 'production',
    PAYMENT_SANDBOX: 'demo',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-catalogue-bench-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SCHEDULED_TASKS_ENABLED: 'false',
    ...env,
  });

async function load(url: string, seconds: number) {
  const headers = { 'accept-language': 'fr' };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(database: string, port: number, env: Record<string, string>, seconds: number) {
  const processes: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    processes.push(await startShop(port, env));
    const shopUrl = `http://127.0.0.1:${port}`;
    const ceilingUrl = `http://127.0.0.1:${port + 1}`;
    processes.push(await start('catalogue-ceiling.mjs', [String(port + 1), shopUrl, ...PATHS], {}));
    for (const path of PATHS) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Every other round the ceiling goes first, so neither side always follows the other's load.
        const [first, second] = round % 2 ? [ceilingUrl, shopUrl] : [shopUrl, ceilingUrl];
        const a = await load(`${first}${path}`, seconds);
        const b = await load(`${second}${path}`, seconds);
        rounds.push(round % 2 ? { shop: b, ceiling: a } : { shop: a, ceiling: b });
      }
      rows.push({
        database,
        path,
        requestsPerSecond: spread(rounds.map((r) => r.shop.rps)),
        latencyP99Ms: spread(rounds.map((r) => r.shop.p99)),
        ceilingRequestsPerSecond: spread(rounds.map((r) => r.ceiling.rps)),
        ceilingLatencyP99Ms: spread(rounds.map((r) => r.ceiling.p99)),
        shareOfCeiling: spread(rounds.map((r) => Math.round((r.shop.rps / r.ceiling.rps) * 100))),
        // autocannon's latencies are whole milliseconds: a ceiling p99 under one counts as one.
        p99OverCeiling: spread(rounds.map((r) => r.shop.p99 / Math.max(1, r.ceiling.p99))),
        errors: rounds.reduce((sum, r) => sum + r.shop.errors + r.ceiling.errors, 0),
      });
    }
  } finally {
    for (const child of processes) child.kill('SIGTERM');
  }
  return rows;
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export async function runCatalogueBench(port: number, seconds: number) {
  const startLoad = loadAverage();
  const rows = await measure('PGlite', port, {}, seconds);
  const postgres = await scratchPostgres('catalogue_bench');
  if (postgres) {
    try {
      rows.push(...(await measure('PostgreSQL', port, { DATABASE_URL: postgres.url }, seconds)));
    } finally {
      await postgres.drop();
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}; load average at the start ${startLoad}, at the end ${loadAverage()}`,
    connections: CONNECTIONS,
    seconds,
    rounds: ROUNDS,
    rows,
  };
  const markdown = [
    `# Catalogue bench (${report.date})`,
    '',
    `${report.machine}. autocannon ${CONNECTIONS} connections × ${seconds} s after a 2 s warm-up, ${ROUNDS} rounds per path, the shop and the ceiling taking turns. The ceiling is a bare Fastify process (none of the shop's hooks) answering the same bytes. Cells: median (min–max) over the rounds; the shares are taken within each round. Targets (issue 45): catalogue API ≥ 60 % of the ceiling's req/s, p99 ≤ 2× the ceiling's; server-rendered pages (cached) ≥ 2,000 req/s.`,
    '',
    '| database | path | req/s | p99 ms | ceiling req/s | ceiling p99 ms | share of ceiling % | p99 ÷ ceiling p99 | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | \`${row.path}\` | ${showSpread(row.requestsPerSecond)} | ${showSpread(row.latencyP99Ms)} | ${showSpread(row.ceilingRequestsPerSecond)} | ${showSpread(row.ceilingLatencyP99Ms)} | ${showSpread(row.shareOfCeiling)} | ${showSpread(row.p99OverCeiling, 1)} | ${row.errors} |`,
    ),
    '',
  ].join('\n');
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/catalogue.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(import.meta.dirname, 'results/catalogue.md'), markdown);
  console.log(markdown);
  return report;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runCatalogueBench(Number(process.env.BENCH_PORT ?? 4300), Number(process.env.BENCH_DURATION ?? 10));
}
