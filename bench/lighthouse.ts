// Lighthouse on the storefront's key pages (issue 13), in Debian's Chromium with Lighthouse's default mobile
// preset. The whole bench compares builds with bench/lighthouse-compare.ts, over `lighthouseRun`. Alone, this
// file diagnoses this checkout: it builds the web app once, starts the shop on BENCH_PORT and prints each
// page's figures with the audits that say why its first paint is late:
// `node --import tsx bench/lighthouse.ts` (BENCH_SKIP_BUILD=1 reuses the last build; BENCH_RUNS=3 keeps each
// page's median run by LCP, as one simulated run can be off by a few hundred ms on a shared machine).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from '../scripts/shop-process.mjs';
import { chromiumPath } from './priority';

/** The six pages issue 13 measures: home, catalogue and a product page, in French and in English. */
export const keyPages = ['/', '/indicators', '/product/vwap-premium'].flatMap((path) =>
  ['fr', 'en'].map((lang) => `${path}?lang=${lang}`),
);

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster): its spread says how steady it was. */
  benchmarkIndex: number;
  /** Why Lighthouse could not measure the page (its runtimeError code, e.g. NO_FCP under a heavy load). */
  error?: string;
  /** The machine's 1-minute load average as the run ended (bench/lighthouse-compare.ts). */
  loadAverage?: number;
}

interface Audit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type: string; overallSavingsMs?: number; items?: Record<string, unknown>[] };
}
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string };
};

function figures(path: string, lhr: Report): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    ...(lhr.runtimeError || lhr.categories.performance?.score == null
      ? { error: lhr.runtimeError?.code ?? 'NO_PERFORMANCE_SCORE' }
      : {}),
  };
}

/** Debian's Chromium, headless, for Lighthouse to drive. */
export function launchChromium() {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

async function lighthouseReport(port: number, url: string): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  return result!.lhr as unknown as Report;
}

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
export async function lighthouseRun(port: number, url: string, path = url): Promise<PageFigures> {
  return figures(path, await lighthouseReport(port, url));
}

/**
 * Runs Lighthouse on each page of `base` (`runs` times each, keeping the median run by LCP) and hands every
 * kept report to `inspect`. No form factor, screen or throttling given: Lighthouse's default mobile preset
 * (a mid-range phone on a slow 4G link, simulated), as issue 13 measures.
 */
export async function lighthousePages(
  base: string,
  paths: string[],
  { runs = 1, inspect }: { runs?: number; inspect?: (path: string, lhr: Report) => void } = {},
): Promise<PageFigures[]> {
  const chrome = await launchChromium();
  try {
    const results: PageFigures[] = [];
    for (const path of paths) {
      const reports: Report[] = [];
      for (let run = 0; run < runs; run++)
        reports.push(await lighthouseReport(chrome.port, `${base}${path}`));
      const lcp = (lhr: Report) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
      const median = reports.sort((a, b) => lcp(a) - lcp(b))[Math.floor(reports.length / 2)]!;
      inspect?.(path, median);
      results.push(figures(path, median));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The audits that explain a late first paint, one line each (with their first items where they have any). */
const diagnosticAudits = [
  'render-blocking-resources',
  'critical-request-chains',
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'unused-javascript',
  'unused-css-rules',
  'server-response-time',
  'redirects',
  'font-display',
  'bootup-time',
  'mainthread-work-breakdown',
  'total-byte-weight',
];

function short(value: unknown): string {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function printDiagnostics(path: string, lhr: Report) {
  console.log(`\n## ${path}`);
  for (const id of diagnosticAudits) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const savings = audit.details?.overallSavingsMs
      ? ` (saves ~${Math.round(audit.details.overallSavingsMs)} ms)`
      : '';
    console.log(`- ${id}: ${audit.displayValue ?? audit.score ?? ''}${savings}`);
    for (const item of (audit.details?.items ?? []).slice(0, 4)) {
      const { url, node, totalBytes, wastedMs, total, group, groupLabel, duration, phase, timing, percent } =
        item as Record<string, unknown>;
      const fields = {
        url,
        node,
        totalBytes,
        wastedMs,
        total,
        group,
        groupLabel,
        duration,
        phase,
        timing,
        percent,
      };
      const shown = Object.entries(fields).filter(([, field]) => field !== undefined);
      if (shown.length > 0)
        console.log(`    ${shown.map(([key, field]) => `${key}=${short(field)}`).join(' ')}`);
    }
  }
}

export function figuresMarkdown(results: PageFigures[]): string[] {
  return [
    '| page (Lighthouse mobile) | perf | FCP ms | LCP ms | TBT ms | CLS | a11y | best pr. | SEO | benchmark index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (p) =>
        `| \`${p.path}\` | ${p.performance} | ${p.firstContentfulPaintMs} | ${p.largestContentfulPaintMs} | ${p.totalBlockingTimeMs} | ${p.cumulativeLayoutShift} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.benchmarkIndex} |`,
    ),
  ];
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const root = resolve(import.meta.dirname, '..');
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const { child, baseUrl } = await startShop({
    port: Number(process.env.BENCH_PORT ?? 4300),
    stdio: 'ignore',
  });
  try {
    const paths = process.env.BENCH_PAGES?.split(',') ?? keyPages;
    const results = await lighthousePages(baseUrl, paths, {
      runs: Number(process.env.BENCH_RUNS ?? 1),
      inspect: printDiagnostics,
    });
    console.log(`\n${figuresMarkdown(results).join('\n')}`);
  } finally {
    child.kill('SIGTERM');
  }
}
