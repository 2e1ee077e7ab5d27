// The catalogue bench (issues 13 and 45): the cached catalogue routes and the server-rendered pages against a
// bare Fastify process answering the same bytes (bench/catalogue-ceiling.mjs, a process of its own: none of the
// shop's hooks), 50 connections, after a warm-up, on PGlite and (when reachable) PostgreSQL. The shop and the
// ceiling take turns, BENCH_CATALOGUE_ROUNDS (3) rounds per path, so a busy moment of a shared machine hits both
// alike; each round's share of the ceiling is taken within the round. Written to bench/results/catalogue.{json,md};
// called by run.ts, or alone with `node --import tsx bench/catalogue.ts` (BENCH_PORT: the shop's port, the
// ceiling's is the next one; BENCH_DURATION seconds per measurement). BENCH_CATALOGUE_BASELINE names another
// checkout, installed and built (a before): its shop runs beside, on the port after the ceiling's and a database
// of its own, and takes its turn in every round, so before and after are measured in the same minutes.
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

/** A server's figures over the rounds; the shares against the ceiling are taken within each round. */
interface Figures {
  requestsPerSecond: Spread;
  latencyP99Ms: Spread;
  /** Req/s over the ceiling's in the same round, in per cent. */
  shareOfCeiling: Spread;
  /** p99 over the ceiling's in the same round. */
  p99OverCeiling: Spread;
  /** CPU time the server's process spent per request, in µs. */
  cpuMicrosPerRequest: Spread;
}

interface Row {
  database: string;
  path: string;
  shop: Figures;
  ceiling: Figures;
  /** The other checkout's shop (BENCH_CATALOGUE_BASELINE), when one is named. */
  baseline?: Figures;
  errors: number;
}

const BASELINE = process.env.BENCH_CATALOGUE_BASELINE;

/** Starts `script` (under `root`'s bench/) and resolves once it prints "ready". */
async function start(script: string, args: string[], env: Record<string, string>, root = repoRoot) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'bench', script), ...args], {
    cwd: resolve(root, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((ready, failed) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
    child.on('exit', (code) => failed(new Error(`${script} exited with code ${code}`)));
  });
  return child;
}

const repoRoot = resolve(import.meta.dirname, '..');

const startShop = (port: number, env: Record<string, string>, root = repoRoot) =>
  start(
    'catalogue-server.mjs',
    [],
    {
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'demo',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-catalogue-bench-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SCHEDULED_TASKS_ENABLED: 'false',
      ...env,
    },
    root,
  );

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
    // No request answered (a stalled server): no figure rather than an infinite one.
    cpuMicros: result.requests.total
      ? Math.round(((cpuSeconds(server.pid!) - cpuBefore) * 1e6) / result.requests.total)
      : Number.NaN,
    errors: result.errors + result.non2xx,
  };
}

type Load = Awaited<ReturnType<typeof load>>;

function figures(rounds: { side: Load; ceiling: Load }[]): Figures {
  return {
    requestsPerSecond: spread(rounds.map((r) => r.side.rps)),
    latencyP99Ms: spread(rounds.map((r) => r.side.p99)),
    shareOfCeiling: spread(rounds.map((r) => Math.round((r.side.rps / r.ceiling.rps) * 100))),
    // autocannon's latencies are whole milliseconds: a ceiling p99 under one counts as one.
    p99OverCeiling: spread(rounds.map((r) => r.side.p99 / Math.max(1, r.ceiling.p99))),
    cpuMicrosPerRequest: spread(rounds.map((r) => r.side.cpuMicros)),
  };
}

interface Side {
  url: string;
  server: ChildProcess;
}

/** `env` for this checkout's shop, `baselineEnv` for the baseline's (its own database). */
async function measure(
  database: string,
  port: number,
  env: Record<string, string>,
  baselineEnv: Record<string, string> | undefined,
  seconds: number,
) {
  const processes: ChildProcess[] = [];
  const started = async (serverPort: number, server: Promise<ChildProcess>): Promise<Side> => {
    const side = { url: `http://127.0.0.1:${serverPort}`, server: await server };
    processes.push(side.server);
    return side;
  };
  const rows: Row[] = [];
  try {
    const shop = await started(port, startShop(port, env));
    const ceiling = await started(
      port + 1,
      start('catalogue-ceiling.mjs', [String(port + 1), shop.url, ...PATHS], {}),
    );
    const baseline =
      BASELINE && baselineEnv
        ? await started(port + 2, startShop(port + 2, baselineEnv, BASELINE))
        : undefined;
    const sides = [shop, ceiling, ...(baseline ? [baseline] : [])];
    for (const path of PATHS) {
      const rounds: Map<Side, Load>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Each round starts with the next server, so none always follows the same one's load.
        const figuresOf = new Map<Side, Load>();
        for (let turn = 0; turn < sides.length; turn++) {
          const side = sides[(round + turn) % sides.length]!;
          figuresOf.set(side, await load(`${side.url}${path}`, side.server, seconds));
        }
        rounds.push(figuresOf);
      }
      const of = (side: Side) =>
        figures(rounds.map((r) => ({ side: r.get(side)!, ceiling: r.get(ceiling)! })));
      rows.push({
        database,
        path,
        shop: of(shop),
        ceiling: of(ceiling),
        ...(baseline ? { baseline: of(baseline) } : {}),
        errors: rounds.reduce(
          (sum, r) => sum + [...r.values()].reduce((n, figures) => n + figures.errors, 0),
          0,
        ),
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

/** One table row per server; the ceiling's own share and p99 ratio are left out (1 by definition). */
function markdownRows(row: Row): string[] {
  const line = (server: string, f: Figures, againstCeiling: boolean) =>
    `| ${row.database} | \`${row.path}\` | ${server} | ${showSpread(f.requestsPerSecond)} | ${showSpread(f.latencyP99Ms)} | ${againstCeiling ? showSpread(f.shareOfCeiling) : '–'} | ${againstCeiling ? showSpread(f.p99OverCeiling, 1) : '–'} | ${showSpread(f.cpuMicrosPerRequest)} |`;
  return [
    line('**shop**', row.shop, true),
    ...(row.baseline ? [line('baseline', row.baseline, true)] : []),
    line('ceiling', row.ceiling, false),
  ];
}

export async function runCatalogueBench(port: number, seconds: number) {
  const startLoad = loadAverage();
  const rows: Row[] = [];
  const pglite = await measure('PGlite', port, {}, {}, seconds);
  rows.push(...pglite);
  const postgres = await scratchPostgres('catalogue_bench');
  const baselinePostgres =
    postgres && BASELINE ? await scratchPostgres('catalogue_bench_baseline') : undefined;
  if (postgres) {
    try {
      rows.push(
        ...(await measure(
          'PostgreSQL',
          port,
          { DATABASE_URL: postgres.url },
          baselinePostgres && { DATABASE_URL: baselinePostgres.url },
          seconds,
        )),
      );
    } finally {
      await postgres.drop();
      await baselinePostgres?.drop();
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}; load average at the start ${startLoad}, at the end ${loadAverage()}`,
    connections: CONNECTIONS,
    seconds,
    rounds: ROUNDS,
    baseline: BASELINE,
    rows,
  };
  const markdown = [
    `# Catalogue bench (${report.date})`,
    '',
    `${report.machine}. autocannon ${CONNECTIONS} connections × ${seconds} s after a 2 s warm-up, ${ROUNDS} rounds per path, the servers taking turns. The ceiling is a bare Fastify process (none of the shop's hooks) answering the same bytes${BASELINE ? `; the baseline is the shop of \`${BASELINE}\`, on a database of its own` : ''}. Cells: median (min–max) over the rounds; the shares of the ceiling are taken within each round. CPU µs per request: the server process's CPU time (Linux /proc) over the requests it answered, the figure a busy machine moves least. Targets (issue 45): catalogue API ≥ 60 % of the ceiling's req/s, p99 ≤ 2× the ceiling's; server-rendered pages (cached) ≥ 2,000 req/s.`,
    '',
    '| database | path | server | req/s | p99 ms | share of ceiling % | p99 ÷ ceiling p99 | CPU µs/request |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...rows.flatMap(markdownRows),
    '',
    `Errors (non-2xx or failed requests, all servers): ${rows.reduce((sum, row) => sum + row.errors, 0)}.`,
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
