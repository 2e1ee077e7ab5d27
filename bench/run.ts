// One command (`npm run bench` at the root) measures the shop as it ships and writes bench/results/latest.{json,md}:
// HTTP throughput and latency (autocannon), page performance (Lighthouse in Debian's Chromium) and bundle sizes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from '../scripts/shop-process.mjs';
import { runAdminScaleBench } from './admin-scale';
import { bytesMarkdown, runBytesBench } from './bytes';
import { runCatalogueBench } from './catalogue';
import { downloadBench, downloadBenchMarkdown } from './downloads';
import { runLicenceBench } from './licences';
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

async function pages(paths: string[]) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results = [];
    for (const path of paths) {
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // No form factor, screen or throttling given: Lighthouse's default mobile preset (a mid-range
        // phone on a slow 4G link, simulated), as issue 13 measures.
      });
      const lhr = run!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
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
    pages: process.env.BENCH_SKIP_LIGHTHOUSE
      ? []
      : await pages(
          ['/', '/indicators', '/product/vwap-premium'].flatMap((path) =>
            ['fr', 'en'].map((lang) => `${path}?lang=${lang}`),
          ),
        ),
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
    '| page (Lighthouse mobile) | perf | FCP ms | LCP ms | TBT ms | CLS | a11y | best pr. | SEO |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map(
      (p) =>
        `| \`${p.path}\` | ${p.performance} | ${p.firstContentfulPaintMs} | ${p.largestContentfulPaintMs} | ${p.totalBlockingTimeMs} | ${p.cumulativeLayoutShift} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} |`,
    ),
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
