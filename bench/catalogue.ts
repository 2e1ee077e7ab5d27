// The catalogue bench of issue 13: the cached catalogue routes and the server-rendered pages against a bare route
// answering the same bytes in the same process (bench/catalogue-server.mjs), 50 connections, after a
// warm-up, on PGlite and (when reachable) PostgreSQL. Written to bench/results/catalogue.{json,md};
// called by run.ts, or alone with `node --import tsx bench/catalogue.ts`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { scratchPostgres } from './postgres';

// `/` and the product page are server-rendered (and cached per language, like the API's answers).
const PATHS = ['/api/products', '/api/products/vwap-premium', '/', '/product/vwap-premium'];
const CONNECTIONS = 50;

interface Row {
  database: string;
  path: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  ceilingRequestsPerSecond: number;
  ceilingLatencyP99Ms: number;
  shareOfCeiling: number;
  errors: number;
}

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'catalogue-server.mjs')],
    {
      cwd: resolve(import.meta.dirname, '../apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
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
    },
  );
  await new Promise<void>((ready, failed) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
    child.on('exit', (code) => failed(new Error(`the catalogue bench server exited with code ${code}`)));
  });
  return child;
}

async function load(url: string, seconds: number) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { 'accept-language': 'fr' } });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-language': 'fr' },
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(database: string, port: number, env: Record<string, string>, seconds: number) {
  const server = await startServer(port, env);
  const rows: Row[] = [];
  try {
    for (const path of PATHS) {
      const shop = await load(`http://127.0.0.1:${port}${path}`, seconds);
      const ceiling = await load(`http://127.0.0.1:${port}/ceiling${path}`, seconds);
      rows.push({
        database,
        path,
        requestsPerSecond: shop.rps,
        latencyP99Ms: shop.p99,
        ceilingRequestsPerSecond: ceiling.rps,
        ceilingLatencyP99Ms: ceiling.p99,
        shareOfCeiling: Math.round((shop.rps / ceiling.rps) * 100),
        errors: shop.errors + ceiling.errors,
      });
    }
  } finally {
    server.kill('SIGTERM');
  }
  return rows;
}

export async function runCatalogueBench(port: number, seconds: number) {
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
    machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
    connections: CONNECTIONS,
    seconds,
    rows,
  };
  const markdown = [
    `# Catalogue bench (${report.date})`,
    '',
    `${report.machine}; autocannon ${CONNECTIONS} connections × ${seconds} s after a 2 s warm-up; the ceiling is a bare route answering the same bytes in the same process. Targets: catalogue API ≥ 60 % of the ceiling, p99 < 10 ms; server-rendered pages (cached) ≥ 2,000 req/s.`,
    '',
    '| database | path | req/s | p99 ms | ceiling req/s | ceiling p99 ms | share of ceiling | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | \`${row.path}\` | ${row.requestsPerSecond} | ${row.latencyP99Ms} | ${row.ceilingRequestsPerSecond} | ${row.ceilingLatencyP99Ms} | ${row.shareOfCeiling} % | ${row.errors} |`,
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
