// The catalogue bench (issues 13 and 45): the cached catalogue routes and the server-rendered pages against a
// bare Fastify process answering the same bytes (bench/catalogue-ceiling.mjs, a process of its own: none of the
// shop's hooks), 50 connections, after a warm-up, on PGlite and (when reachable) PostgreSQL. The shop and the
// ceiling take turns, BENCH_CATALOGUE_ROUNDS (3) rounds per path, so a busy moment of a shared machine hits both
// alike; each round's share of the ceiling is taken within the round. Written to bench/results/catalogue.{json,md};
// called by run.ts, or alone with `node --import tsx bench/catalogue.ts` (BENCH_PORT: the shop's port, the
// ceiling's is the next one; BENCH_DURATION seconds per measurement).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** CPU time the shop's process spent per request, in µs, and the ceiling's. */
  cpuMicrosPerRequest: Spread;
  ceilingCpuMicrosPerRequest: Spread;
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

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/**
 * The CPU seconds (user + system) that process `pid` has used, from Linux's /proc. Per request, it is the
 * figure least moved by the other work of a shared machine: req/s and p99 also count the waits for a CPU.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

async function load(url: string, server: ChildProcess, seconds: number) {
  const headers = { 'accept-language': 'fr' };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const cpuBefore = cpuSeconds(server.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    cpuMicros: Math.round(((cpuSeconds(server.pid!) - cpuBefore) * 1e6) / result.requests.total),
    errors: result.errors + result.non2xx,
  };
}

async function measure(database: string, port: number, env: Record<string, string>, seconds: number) {
  const processes: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    const shop = { url: `http://127.0.0.1:${port}`, server: await startShop(port, env) };
    processes.push(shop.server);
    const ceiling = {
      url: `http://127.0.0.1:${port + 1}`,
      server: await start('catalogue-ceiling.mjs', [String(port + 1), shop.url, ...PATHS], {}),
    };
    processes.push(ceiling.server);
    for (const path of PATHS) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Every other round the ceiling goes first, so neither side always follows the other's load.
        const [first, second] = round % 2 ? [ceiling, shop] : [shop, ceiling];
        const a = await load(`${first.url}${path}`, first.server, seconds);
        const b = await load(`${second.url}${path}`, second.server, seconds);
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
        cpuMicrosPerRequest: spread(rounds.map((r) => r.shop.cpuMicros)),
        ceilingCpuMicrosPerRequest: spread(rounds.map((r) => r.ceiling.cpuMicros)),
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
    `${report.machine}. autocannon ${CONNECTIONS} connections × ${seconds} s after a 2 s warm-up, ${ROUNDS} rounds per path, the shop and the ceiling taking turns. The ceiling is a bare Fastify process (none of the shop's hooks) answering the same bytes. Cells: median (min–max) over the rounds; the shares are taken within each round. CPU µs per request: the server process's CPU time (Linux /proc) over the requests it answered, the figure a busy machine moves least. Targets (issue 45): catalogue API ≥ 60 % of the ceiling's req/s, p99 ≤ 2× the ceiling's; server-rendered pages (cached) ≥ 2,000 req/s.`,
    '',
    '| database | path | req/s | p99 ms | ceiling req/s | ceiling p99 ms | share of ceiling % | p99 ÷ ceiling p99 | CPU µs/request | ceiling CPU µs/request | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | \`${row.path}\` | ${showSpread(row.requestsPerSecond)} | ${showSpread(row.latencyP99Ms)} | ${showSpread(row.ceilingRequestsPerSecond)} | ${showSpread(row.ceilingLatencyP99Ms)} | ${showSpread(row.shareOfCeiling)} | ${showSpread(row.p99OverCeiling, 1)} | ${showSpread(row.cpuMicrosPerRequest)} | ${showSpread(row.ceilingCpuMicrosPerRequest)} | ${row.errors} |`,
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
