// One command (`npm run bench` at the root) measures the shop as it ships and writes bench/results/latest.{json,md}:
// HTTP throughput and latency (autocannon), page performance (Lighthouse in Debian's Chromium) and bundle sizes.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from '../scripts/shop-process.mjs';
import { runAdminScaleBench } from './admin-scale';
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

/** What the browser downloads for a file: its brotli copy from the build (what the server sends), else gzip. */
function compressedBytes(file: string): number {
  try {
    return statSync(`${file}.br`).size;
  } catch {
    return gzipSync(readFileSync(file)).length;
  }
}

/** The lazy route modules each storefront page loads on its first visit (apps/web/src/app/router.tsx). */
const storefrontRoutes: Record<string, string[]> = {
  '/': [],
  '/indicators': ['src/features/catalog/CatalogPage.tsx'],
  '/free': ['src/features/catalog/FreePage.tsx'],
  '/product/:id': ['src/features/catalog/ProductPage.tsx'],
  '/cart': ['src/features/cart/CartPage.tsx', 'src/features/checkout/CheckoutButton.tsx'],
  '/ninjatrader': ['src/features/info/NinjaTraderPage.tsx'],
  '/legal (and the info pages)': ['src/features/info/LegalPage.tsx'],
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * Compressed bytes of the initial JS and CSS of each storefront page (the entry and what it imports, plus
 * the page's lazy route chunk and its imports), and of every lazy chunk, from Vite's build manifest.
 */
function bundle() {
  const dist = join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const sizes = (keys: Set<string>) => {
    const files = [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
    const bytes = (pattern: RegExp) =>
      [...new Set(files)]
        .filter((file) => pattern.test(file))
        .reduce((sum, file) => sum + compressedBytes(join(dist, file)), 0);
    return { jsBytes: bytes(/\.js$/), cssBytes: bytes(/\.css$/) };
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const pages = Object.entries(storefrontRoutes).map(([page, modules]) => ({
    page,
    ...sizes(closure([...entries, ...modules])),
  }));
  const lazyChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ chunk: key, file: chunk.file, ...sizes(new Set([key])) }))
    .sort((a, b) => b.jsBytes - a.jsBytes);
  return { pages, lazyChunks };
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
    bundle: bundle(),
    // Its own shop processes on the next ports, so its 50 MB file and 200 orders do not touch the runs above.
    delivery: process.env.BENCH_SKIP_DOWNLOADS ? undefined : await downloadBench(port + 1, durationSeconds),
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
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
    'Targets: performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, SEO 100; initial JS ≤ 100 KiB compressed for `/`.',
    '',
    '| storefront page: first load (brotli) | JS | CSS |',
    '|---|---:|---:|',
    ...report.bundle.pages.map((p) => `| \`${p.page}\` | ${kb(p.jsBytes)} | ${kb(p.cssBytes)} |`),
    '',
    '| lazy chunk (brotli) | JS | CSS |',
    '|---|---:|---:|',
    ...report.bundle.lazyChunks.map((c) => `| \`${c.chunk}\` | ${kb(c.jsBytes)} | ${kb(c.cssBytes)} |`),
    '',
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
