// Where the storefront's main thread goes on a first visit (issue 45), from Chrome's own performance trace rather
// than guesses. Each run is a first visit in a fresh browser context of Debian's Chromium (playwright-core), CPU
// slowed down 4× (CDP Emulation.setCPUThrottlingRate) from the first byte, traced with the DevTools timeline
// categories (Playwright's browser.startTracing) from before the navigation until the app has marked itself
// interactive (`data-interactive`), the network has been idle and 2 s more have passed (the parts hydrated once
// the browser is idle). bench/trace-summary.ts then takes the page's main thread, its top-level tasks, and names
// each task over 50 ms by what it ran. Builds side by side as the other web benches (BENCH_BUILDS, bench/builds.ts).
//
//   node --import tsx bench/trace.ts          (after npm run build; BENCH_PORT, default 4300, and the next ports)
//
// Knobs: BENCH_TRACE_RUNS (default 5), BENCH_TRACE_PAGES (default the three pages below), BENCH_TRACE_LANGUAGE
// (default fr). Writes bench/results/trace.{json,md}.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type Build, buildLabel, type RunningShop, resolveBuilds, startShops, stopShops } from './builds';
import { CPU_SLOWDOWN, launchBenchBrowser, openSlowedVisit, runsInTurn } from './slowed-visit';
import { showSpread, spread } from './spread';
import { summariseTrace, type TraceEvent, type TraceSummary } from './trace-summary';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
];
const defaultPages = ['/', '/indicators', '/product/vwap-premium'];

declare global {
  interface Window {
    benchInteractiveAt?: number;
  }
}

interface TracedRun extends TraceSummary {
  /** ms from navigation start until the app marked the page interactive. */
  interactiveMs: number;
}

async function traceOnce(browser: Browser, url: string, language: string): Promise<TracedRun> {
  const { context, page } = await openSlowedVisit(browser, language, () => {
    // The document, not its <html> element: that does not exist yet when this script runs.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.interactive === undefined) return;
      window.benchInteractiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForFunction(() => window.benchInteractiveAt !== undefined, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const interactiveMs = await page.evaluate(() => window.benchInteractiveAt!);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return {
      ...summariseTrace(trace.traceEvents, new URL(url).origin),
      interactiveMs: Math.round(interactiveMs),
    };
  } finally {
    await context.close();
  }
}

export interface TraceResult {
  path: string;
  language: string;
  builds: { build: string; runs: TracedRun[] }[];
}

export async function traceBench(
  shops: RunningShop[],
  pages: string[],
  runs: number,
  language: string,
): Promise<TraceResult[]> {
  const browser = await launchBenchBrowser();
  try {
    const results: TraceResult[] = [];
    for (const path of pages) {
      const builds = await runsInTurn(shops, runs, async (shop, run) => {
        const traced = await traceOnce(browser, `${shop.baseUrl}${path}?lang=${language}`, language);
        console.log(
          `trace ${path} run ${run + 1}/${runs} ${shop.build.name}: blocking ${traced.blockingMs} ms, ` +
            `${traced.longTasks.length} long tasks, interactive at ${traced.interactiveMs} ms`,
        );
        return traced;
      });
      results.push({ path, language, builds });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const perRun = (runs: TracedRun[], pick: (run: TracedRun) => Record<string, number>) => {
  const totals: Record<string, number> = {};
  for (const run of runs)
    for (const [name, value] of Object.entries(pick(run)))
      totals[name] = (totals[name] ?? 0) + value / runs.length;
  return Object.entries(totals).sort((a, b) => b[1] - a[1]);
};

/** The report: per page and build, the spread of the figures, then what the long tasks were, on average per run. */
export function traceMarkdown(results: TraceResult[], builds: Build[], runs: number, load: string): string[] {
  const lines = [
    '# Where the main thread goes on a first visit (bench/trace.ts)',
    '',
    `Method: Debian's Chromium through playwright-core, a fresh context per run, CPU ${CPU_SLOWDOWN}× slower ` +
      "(Emulation.setCPUThrottlingRate) from the first byte, Chrome's trace (categories " +
      `${CATEGORIES.join(', ')}) from before the navigation until the app is interactive, the network idle and ` +
      "2 s more. The page's renderer main thread is the one that parsed its HTML; a long task is a top-level " +
      'task (RunTask) over 50 ms, named by its longest direct child (script events with their file); ' +
      '"blocking" sums each long task\'s time past 50 ms over the whole trace (Total Blocking Time without its ' +
      'FCP–TTI window). "Self time" splits the long tasks\' time by the events inside them.',
    '',
    `Builds: ${builds.map(buildLabel).join('; ')}. ${runs} runs per page and build, median (min–max). ${load}.`,
    '',
    `| page | build | blocking ms | long tasks | longest task ms | all tasks ms | interactive at ms |`,
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const result of results)
    for (const build of result.builds) {
      const figure = (pick: (run: TracedRun) => number) => showSpread(spread(build.runs.map(pick)));
      lines.push(
        `| \`${result.path}\` | ${build.build} | ${figure((r) => r.blockingMs)} | ${figure((r) => r.longTasks.length)} | ` +
          `${figure((r) => Math.max(0, ...r.longTasks.map((t) => t.durationMs)))} | ${figure((r) => r.taskMs)} | ` +
          `${figure((r) => r.interactiveMs)} |`,
      );
    }
  for (const result of results)
    for (const build of result.builds) {
      const kinds = perRun(build.runs, (run) =>
        Object.fromEntries(Object.entries(run.byKind).map(([kind, entry]) => [kind, entry.ms])),
      );
      const counts = perRun(build.runs, (run) =>
        Object.fromEntries(Object.entries(run.byKind).map(([kind, entry]) => [kind, entry.count])),
      );
      const self = perRun(build.runs, (run) => run.selfMs).filter(([, ms]) => ms >= 5);
      const count = (kind: string) => counts.find(([name]) => name === kind)?.[1] ?? 0;
      lines.push(
        '',
        `## \`${result.path}\`, ${build.build}: long tasks by kind, ms per run (mean of ${build.runs.length})`,
        '',
        '| kind | tasks | ms |',
        '|---|---:|---:|',
        ...kinds.map(([kind, ms]) => `| ${kind} | ${count(kind).toFixed(1)} | ${ms.toFixed(0)} |`),
        '',
        'Self time inside the long tasks (≥ 5 ms per run): ' +
          self.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
      );
    }
  return [...lines, ''];
}

/** Runs alone: this checkout's build, or those BENCH_BUILDS names. */
async function main() {
  const port = Number(process.env.BENCH_PORT ?? 4300);
  const runs = Number(process.env.BENCH_TRACE_RUNS ?? 5);
  const pages = process.env.BENCH_TRACE_PAGES?.split(',') ?? defaultPages;
  const language = process.env.BENCH_TRACE_LANGUAGE ?? 'fr';
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const builds = resolveBuilds();
  const loadBefore = load();
  const shops = await startShops(builds, port);
  try {
    const results = await traceBench(shops, pages, runs, language);
    const loadText = `Load average at the start ${loadBefore}, at the end ${load()} (2 cores)`;
    const date = new Date().toISOString();
    const folder = join(import.meta.dirname, 'results');
    // Each long task with its kind; its self time split stays in the run's total, so the file stays readable.
    const slim = results.map((result) => ({
      ...result,
      builds: result.builds.map((build) => ({
        ...build,
        runs: build.runs.map((run) => ({
          ...run,
          longTasks: run.longTasks.map(({ selfMs, ...task }) => task),
        })),
      })),
    }));
    writeFileSync(
      join(folder, 'trace.json'),
      `${JSON.stringify({ date, load: loadText, results: slim }, null, 2)}\n`,
    );
    const markdown = traceMarkdown(results, builds, runs, `${date}, ${loadText}`).join('\n');
    writeFileSync(join(folder, 'trace.md'), markdown);
    console.log(markdown);
  } finally {
    await stopShops(shops);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
