// One command (`npm run bench` at the root) measures the shop as it ships and writes bench/results/latest.{json,md}:
// the web app's figures for every build of the run side by side (bench/web.ts: bytes, server render throughput,
// Lighthouse beside a no-JS baseline, interaction to next paint; BENCH_BUILDS names the builds, bench/builds.ts),
// the API's throughput and latency (autocannon), the download bench, then the other benches into their own files
// (the market-open burst of check-ins and activations last: bench/market-open.ts).
// `npm run bench -- web` runs the web part alone (latest.{json,md} then hold only it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop } from '../scripts/shop-process.mjs';
import { runAdminScaleBench } from './admin-scale';
import { runCatalogueBench } from './catalogue';
import { downloadBench, downloadBenchMarkdown } from './downloads';
import { runLicenceBench } from './licences';
import { runMarketOpenBench } from './market-open';
import { runPaidBurstBench } from './paid-burst';
import { chromiumPath, niceness } from './priority';
import { webComparison, webMarkdown } from './web';

const only = process.argv[2];
if (only !== undefined && only !== 'web') throw new Error(`unknown bench "${only}": the only part is "web"`);
const port = Number(process.env.BENCH_PORT ?? 4300);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);

async function http(base: string, name: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: durationSeconds });
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The API's read endpoints on this checkout's shop. */
async function apiBench() {
  const { child, baseUrl } = await startShop({
    port,
    stdio: 'ignore',
    env: { ADMIN_PASSWORD: 'bench-admin-password-1' },
  });
  try {
    const [product] = (await (await fetch(`${baseUrl}/api/products`)).json()) as { slug: string }[];
    if (!product) throw new Error('the catalogue is empty');
    return [
      await http(baseUrl, 'product list', '/api/products'),
      await http(baseUrl, 'product list, search + sort', '/api/products?search=vwap&sort=price_desc'),
      await http(baseUrl, 'product detail by slug', `/api/products/${product.slug}`),
      await http(baseUrl, 'health (database round trip)', '/api/health'),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

const { cpus, loadavg } = await import('node:os');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const date = new Date().toISOString();
const priority = niceness === undefined ? '' : `; browser and shops at nice ${niceness} (BENCH_NICE)`;
// The browser's version beside the figures: the same build scored Lighthouse 100 with TBT 90 ms on one
// Chromium and 89 with TBT 430 ms on a later one of the same machine kind (sessions 54 and 55).
const browser = execFileSync(chromiumPath(), ['--version'], {
  encoding: 'utf8',
}).trim();
const machine = `${cpus().length} cores, Node ${process.version}, ${browser}${priority}; load average at the start ${load()}`;
const web = await webComparison(port, durationSeconds);
const api = only ? undefined : await apiBench();
// Its own shop processes on the next ports, so its 50 MB file and 200 orders do not touch the runs above.
const delivery =
  only || process.env.BENCH_SKIP_DOWNLOADS ? undefined : await downloadBench(port + 1, durationSeconds);

mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results/latest.json'),
  `${JSON.stringify({ date, machine, durationSeconds, web, api, delivery }, null, 2)}\n`,
);
const markdown = [
  `# Benchmark report (${date}${only ? `, \`npm run bench -- ${only}\`` : ''})`,
  '',
  `${machine}; load average at the end ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}.`,
  '',
  ...webMarkdown(web),
  ...(api
    ? [
        `## API (autocannon 10 connections × ${durationSeconds} s per endpoint, PGlite)`,
        '',
        '| endpoint | req/s | p50 ms | p99 ms | errors |',
        '|---|---:|---:|---:|---:|',
        ...api.map(
          (r) =>
            `| ${r.name} \`${r.path}\` | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`,
        ),
        '',
      ]
    : []),
  ...(delivery ? downloadBenchMarkdown(delivery) : []),
].join('\n');
writeFileSync(join(import.meta.dirname, 'results/latest.md'), markdown);
console.log(markdown);

if (!only) {
  await runCatalogueBench(port + 1, durationSeconds);
  await runLicenceBench(port + 1, durationSeconds);
  await runAdminScaleBench(port + 1, durationSeconds);
  await runPaidBurstBench(port + 1);
  await runMarketOpenBench(port + 1);
}
