// The bytes bench of issue 13: what each storefront page makes the browser download before it renders, as
// served (the build's brotli and gzip copies), read from the built app and its Vite manifest. It builds
// nothing itself (`npm run bench` builds first); alone: `npm run build && node --import tsx bench/bytes.ts`.
// Written to bench/results/bytes.{json,md}.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Issue 26 (React back in the browser): the home page's initial JavaScript, brotli as served, at most 130 KB;
 * 131 KB since session 48 (issue 45 allows it for a measured gain): the hydration in slices and sections
 * (blocking time −17 to −23 %, React's long tasks halved on the product page) and the router's new /activate
 * page brought it to 130,015 bytes. 132 KB since session 58: the cart's store became a chunk of its own, which
 * an add to cart clicked before the app has arrived fetches alone (earlyAddToCart.ts; handled in about 0.1–0.3 s
 * of the click instead of 1.3–1.9 s), and the app's split costs every page about 1 KB (130,762 → 131,728 bytes).
 * 133 KB since session 59: the language menu and the catalogue's category act before the app has arrived too
 * (their registry in the boot, the menu's notices), 101 bytes (131,914 → 132,015 bytes, both built here).
 */
export const HOME_JS_BUDGET_BYTES = 133 * 1000;
/** Issue 26: every other storefront page's initial JavaScript at most 150 KB; 152 KB since session 58 (above). */
export const PAGE_JS_BUDGET_BYTES = 152 * 1000;

/** The admin dashboard's chart library and what it bundles: none of it may reach a storefront chunk. */
export const CHART_MODULES = /node_modules\/(?:recharts|victory-vendor|d3-[a-z-]+)\//;
/** The validation library: the forms load it when they are used, never with a storefront page's first load. */
export const ZOD_MODULES = /node_modules\/zod\//;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each storefront page and the modules its route loads before it renders (the router's `lazy()` imports and
 * the translation namespaces they bring), as keys of the Vite manifest; `deferred` are chunks the page
 * fetches after its first render (once the browser is idle, or once the part they belong to has its data).
 * The home page is in the entry itself. A key the build no longer has fails the report, so a renamed page
 * cannot silently drop out of it.
 */
const storefrontPages: { page: string; load: string[]; deferred?: string[] }[] = [
  {
    page: '/',
    load: [],
    deferred: [
      'src/features/messaging/components/forms.ts',
      'src/features/home/components/GuaranteePopup.tsx',
      'src/features/home/components/PremiumGrid.tsx',
      'src/features/reviews/ReviewTestimonials.tsx',
      namespace('reviews'),
      namespace('errors/index'),
    ],
  },
  { page: '/indicators', load: ['src/features/catalog/CatalogPage.tsx', namespace('catalog')] },
  { page: '/free', load: ['src/features/catalog/FreePage.tsx', namespace('catalog')] },
  // The Markdown renderer (MarkdownText.tsx) is its own chunk: the page hydrates the description's Suspense
  // boundary once it has arrived, the server's markup shown meanwhile.
  {
    page: '/product/:id',
    load: [
      'src/features/catalog/ProductPage.tsx',
      'src/features/reviews/ProductReviews.tsx',
      namespace('catalog'),
      namespace('reviews'),
    ],
    // Once the page is idle: the Markdown renderer, the review form, the lease and trial panels, the subscribe
    // form of a product with lease plans and its texts.
    deferred: [
      'src/shared/MarkdownText.tsx',
      'src/features/reviews/ReviewForm.tsx',
      'src/app/planParts.tsx',
      'src/features/trials/StartTrial.tsx',
      'src/features/checkout/LeaseCheckout.tsx',
      namespace('checkout'),
    ],
  },
  { page: '/ninjatrader', load: ['src/features/info/NinjaTraderPage.tsx', namespace('info')] },
  {
    page: '/cart',
    load: ['src/features/cart/CartPage.tsx', 'src/features/checkout/CheckoutButton.tsx', namespace('cart')],
  },
  { page: '/legal, /privacy', load: ['src/features/info/legal-pages/notices.tsx'] },
  { page: '/terms, /cookies, /refund', load: ['src/features/info/legal-pages/sale-terms.tsx'] },
  { page: '/about, /faq, /help', load: ['src/features/info/legal-pages/info-pages.tsx'] },
  { page: '/accessibility', load: ['src/features/info/legal-pages/accessibility.tsx'] },
  {
    page: '/support',
    load: ['src/features/info/legal-pages/info-pages.tsx', namespace('info')],
    deferred: ['src/features/messaging/components/forms.ts', namespace('errors/index')],
  },
];

function namespace(name: string): string {
  return `../../packages/i18n/src/namespaces/${name}.ts`;
}

export interface Size {
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BytesReport {
  date: string;
  budgetBytes: number;
  pageBudgetBytes: number;
  pages: { page: string; js: Size; css: Size; files: string[]; deferredJs: Size; deferredFiles: string[] }[];
  /**
   * The storefront's chunks (every page's first load, what it fetches later, the Markdown renderer) that bundle
   * the chart library, read from their source maps; null when a chunk has no source map to tell.
   */
  storefrontChartChunks: string[] | null;
  lazyChunks: (Size & { file: string; source: string })[];
}

/** A file's size raw and as served: its build-time .br / .gz copy, or the file itself when it has none. */
function servedSize(distDir: string, file: string): Size {
  const path = join(distDir, file);
  const bytes = statSync(path).size;
  const copy = (suffix: string) => (existsSync(path + suffix) ? statSync(path + suffix).size : bytes);
  return { bytes, gzipBytes: copy('.gz'), brotliBytes: copy('.br') };
}

function sum(sizes: Size[]): Size {
  return sizes.reduce(
    (total, size) => ({
      bytes: total.bytes + size.bytes,
      gzipBytes: total.gzipBytes + size.gzipBytes,
      brotliBytes: total.brotliBytes + size.brotliBytes,
    }),
    { bytes: 0, gzipBytes: 0, brotliBytes: 0 },
  );
}

/** The chunk of `key` and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update bench/bytes.ts`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The app the entry imports once the page has painted (a chunk of its own: the manifest keys it by its file). */
const isApp = (key: string) => /(^|\/|_)entry-client[.-]/.test(key);

/**
 * What every page loads first: the entry (index.html's script, src/boot.ts) and the app it imports once the
 * page has painted (src/entry-client.tsx, a dynamic import only so that it starts later). The entry's other
 * dynamic imports are the early actions' (src/earlyInteractions.ts), fetched only at a click made before the app.
 */
function entryKeys(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = entries.find((key) => key === 'index.html') ?? entries[0];
  if (!entry) throw new Error('the Vite manifest has no entry');
  const app = manifest[entry]!.dynamicImports?.filter(isApp) ?? [];
  if (app.length !== 1) throw new Error(`${entry} does not import one entry-client: update bench/bytes.ts`);
  return [entry, ...app];
}

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The home page's initial JavaScript, brotli as served (the figure the budget is about). */
export function homeInitialJs(distDir: string): Size {
  const manifest = readManifest(distDir);
  const chunks = [...staticClosure(manifest, entryKeys(manifest))].map((key) => manifest[key]!.file);
  return sum(chunks.map((file) => servedSize(distDir, file)));
}

/** The chunks among `files` whose source map lists a module matching `modules` (null: a map is missing). */
export function chunksWith(modules: RegExp, distDir: string, files: Iterable<string>): string[] | null {
  const found: string[] = [];
  for (const file of files) {
    const map = join(distDir, `${file}.map`);
    if (!existsSync(map)) return null;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    if (sources.some((source) => modules.test(source))) found.push(file);
  }
  return found;
}

/** The chunks among `files` that bundle the chart library (null: a map is missing). */
export const chunksWithChart = (distDir: string, files: Iterable<string>) =>
  chunksWith(CHART_MODULES, distDir, files);

const MARKDOWN_RENDERER = 'src/shared/MarkdownText.tsx';

export function bytesReport(distDir: string): BytesReport {
  const manifest = readManifest(distDir);
  const entries = entryKeys(manifest);
  const storefrontKeys = new Set(
    manifest[MARKDOWN_RENDERER] ? staticClosure(manifest, [MARKDOWN_RENDERER]) : [],
  );
  const pages = storefrontPages.map(({ page, load, deferred = [] }) => {
    const keys = staticClosure(manifest, [...entries, ...load]);
    const later = [...staticClosure(manifest, deferred)].filter((key) => !keys.has(key));
    for (const key of [...keys, ...later]) storefrontKeys.add(key);
    const files = [...keys].map((key) => manifest[key]!.file);
    const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    return {
      page,
      js: sum(files.map((file) => servedSize(distDir, file))),
      css: sum(css.map((file) => servedSize(distDir, file))),
      files,
      deferredJs: sum(later.map((key) => servedSize(distDir, manifest[key]!.file))),
      deferredFiles: later.map((key) => manifest[key]!.file),
    };
  });
  const homeKeys = staticClosure(manifest, entries);
  const lazyChunks = Object.entries(manifest)
    .filter(([key, chunk]) => !homeKeys.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      file: chunk.file,
      source: chunk.src ?? key,
      ...servedSize(distDir, chunk.file),
    }))
    .sort((a, b) => b.brotliBytes - a.brotliBytes);
  const storefrontJs = [...storefrontKeys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
  return {
    date: new Date().toISOString(),
    budgetBytes: HOME_JS_BUDGET_BYTES,
    pageBudgetBytes: PAGE_JS_BUDGET_BYTES,
    pages,
    storefrontChartChunks: chunksWithChart(distDir, storefrontJs),
    lazyChunks,
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** KB, and by how many bytes it is over `budget` (130,014 B would otherwise read 130.0 against 130). */
export function againstBudget(bytes: number, budget: number): string {
  const over = bytes - budget;
  return over > 0 ? `**${kb(bytes)}** (${over.toLocaleString('en')} B over)` : kb(bytes);
}

function chartVerdict(report: BytesReport): string {
  if (report.storefrontChartChunks === null) return 'unknown (a storefront chunk has no source map)';
  return report.storefrontChartChunks.length === 0
    ? 'none (checked in their source maps)'
    : `**in ${report.storefrontChartChunks.join(', ')}**`;
}

const budgetOf = (report: BytesReport, index: number) =>
  index === 0 ? report.budgetBytes : report.pageBudgetBytes;

export function bytesMarkdown(report: BytesReport): string[] {
  const home = report.pages[0]!;
  const verdict = home.js.brotliBytes <= report.budgetBytes ? 'within' : 'over';
  return [
    `## Bytes (${report.date})`,
    '',
    `Home page initial JS: **${kb(home.js.brotliBytes)} KB** brotli (${verdict} the ${kb(report.budgetBytes)} KB budget; other pages ${kb(report.pageBudgetBytes)} KB).`,
    `Storefront chunks bundling the admin chart (recharts): ${chartVerdict(report)}.`,
    "KB = 1,000 bytes, as served (the build's .br / .gz copies; files under 1 KB are served as they are).",
    '',
    '| page | initial JS brotli | gzip | raw | CSS brotli | gzip | fetched after the first render (brotli) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map(
      (p) =>
        `| \`${p.page}\` | ${kb(p.js.brotliBytes)} | ${kb(p.js.gzipBytes)} | ${kb(p.js.bytes)} | ${kb(p.css.brotliBytes)} | ${kb(p.css.gzipBytes)} | ${kb(p.deferredJs.brotliBytes)} |`,
    ),
    '',
    "| lazy chunk (not in the home page's first load) | source | brotli KB | gzip KB | raw KB |",
    '|---|---|---:|---:|---:|',
    ...report.lazyChunks.map(
      (c) => `| \`${c.file}\` | ${c.source} | ${kb(c.brotliBytes)} | ${kb(c.gzipBytes)} | ${kb(c.bytes)} |`,
    ),
    '',
  ];
}

export type BuildBytes = { build: string; report: BytesReport } | { build: string; error: string };

/** Each build's bytes report, or why it has none (a page's module the build no longer has, say). */
export function buildBytes(build: string, distDir: string): BuildBytes {
  try {
    return { build, report: bytesReport(distDir) };
  } catch (error) {
    return { build, error: (error as Error).message };
  }
}

/** Every build's initial JS per page side by side, against the budgets, and where the chart library went. */
export function bytesComparisonMarkdown(builds: BuildBytes[], labels: string[]): string[] {
  const reports = builds.flatMap((entry) => ('report' in entry ? [entry.report] : []));
  const first = reports[0];
  const cell = (
    entry: BuildBytes,
    page: number,
    pick: (p: BytesReport['pages'][number]) => Size,
    budgeted = false,
  ) => {
    if (!('report' in entry)) return 'n/a';
    const size = pick(entry.report.pages[page]!).brotliBytes;
    return budgeted ? againstBudget(size, budgetOf(entry.report, page)) : kb(size);
  };
  return [
    `## Bytes (brotli as served, KB = 1,000 bytes; ${labels.join('; ')})`,
    '',
    ...builds.map((entry) =>
      'report' in entry
        ? `- ${entry.build}: storefront chunks bundling the admin chart (recharts): ${chartVerdict(entry.report)}.`
        : `- ${entry.build}: no bytes report (${entry.error}).`,
    ),
    '',
    `| page | budget | ${builds.map((b) => `${b.build} initial JS`).join(' | ')} | ${builds.map((b) => `${b.build} CSS`).join(' | ')} | ${builds.map((b) => `${b.build} fetched later`).join(' | ')} |`,
    `|---|---:|${builds.map(() => '---:|---:|---:|').join('')}`,
    ...(first?.pages ?? []).map(
      (page, index) =>
        `| \`${page.page}\` | ${kb(budgetOf(first!, index))} | ${builds.map((b) => cell(b, index, (p) => p.js, true)).join(' | ')} | ${builds.map((b) => cell(b, index, (p) => p.css)).join(' | ')} | ${builds.map((b) => cell(b, index, (p) => p.deferredJs)).join(' | ')} |`,
    ),
    '',
  ];
}

/** Writes bench/results/bytes.{json,md} and returns the report. */
export function runBytesBench(distDir = resolve(import.meta.dirname, '../apps/web/dist')): BytesReport {
  const report = bytesReport(distDir);
  const results = join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'bytes.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = bytesMarkdown(report).join('\n');
  writeFileSync(join(results, 'bytes.md'), `# Bytes report\n\n${markdown}`);
  console.log(markdown);
  return report;
}

if (import.meta.filename === process.argv[1]) runBytesBench();
