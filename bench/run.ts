// One command (`npm run bench` at the root) measures the shop as it ships and writes bench/results/latest.{json,md}:
// HTTP throughput and latency (autocannon), page performance (Lighthouse in Debian's Chromium) and bundle sizes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startShop } from '../scripts/shop-process.mjs';
import { runAdminScaleBench } from './admin-scale';
import { bytesMarkdown, runBytesBench } from './bytes';
import { runCatalogueBench } from './catalogue';
import { downloadBench, downloadBenchMarkdown } from './downloads';
import { runLicenceBench } from './licences';
import { figuresMarkdown, keyPages, lighthousePages } from './lighthouse';
import { runPaidBurstBench } from './paid-burst';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4300);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);

async function http(name: string, path: string) {
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

const { child: server, baseUrl: base } = await startShop({
  port,
  stdio: 'ignore',
  env: { ADMIN_PASSWORD: 'bench-admin-password-1' },
});
try {
  const [product] = (await (await fetch(`${base}/api/products`)).json()) as { _id: string; slug: string }[];
  if (!product) throw new Error('the catalogue is empty');
  const report = {
    date: new Date().toISOString(),
    machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
    durationSeconds,
    http: [
      await http('product list', '/api/products'),
      await http('product list, search + sort', '/api/products?search=vwap&sort=price_desc'),
      await http('product detail by slug', `/api/products/${product.slug}`),
      await http('health (database round trip)', '/api/health'),
      await http('server-rendered home page', '/'),
    ],
    pages: process.env.BENCH_SKIP_LIGHTHOUSE ? [] : await lighthousePages(base, keyPages),
    // What each storefront page downloads, from the build's manifest (also bench/results/bytes.{json,md}).
    bytes: runBytesBench(join(root, 'apps/web/dist')),
    // Its own shop processes on the next ports, so its 50 MB file and 200 orders do not touch the runs above.
    delivery: process.env.BENCH_SKIP_DOWNLOADS ? undefined : await downloadBench(port + 1, durationSeconds),
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = [
    `# Benchmark report (${report.date})`,
    '',
    `${report.machine}; autocannon 10 connections × ${durationSeconds} s per endpoint; PGlite database.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...report.http.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`,
    ),
    '',
    ...figuresMarkdown(report.pages),
    '',
    'Targets: performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, SEO 100; initial JS ≤ 100 KB (brotli) for `/`.',
    '',
    ...bytesMarkdown(report.bytes),
    ...(report.delivery ? downloadBenchMarkdown(report.delivery) : []),
  ].join('\n');
  writeFileSync(join(import.meta.dirname, 'results/latest.md'), markdown);
  console.log(markdown);
} finally {
  server.kill('SIGTERM');
}
await runCatalogueBench(port + 1, durationSeconds);
await runLicenceBench(port + 1, durationSeconds);
await runAdminScaleBench(port + 1, durationSeconds);
await runPaidBurstBench(port + 1);
