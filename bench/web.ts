// The web app's figures for every build of the run, side by side (issue 26: Preact before, React after): bytes,
// server render throughput, Lighthouse with its no-JS baseline, and interaction to next paint. Knobs:
// BENCH_BUILDS (bench/builds.ts), BENCH_LH_RUNS and BENCH_INP_RUNS (default 5), BENCH_SSR_ROUNDS (default 3),
// BENCH_DURATION (s per load, default 10), BENCH_PAGES (Lighthouse's pages, default the six key pages),
// BENCH_SKIP_LIGHTHOUSE / BENCH_SKIP_INP / BENCH_SKIP_SSR.
import { join } from 'node:path';
import { type Build, buildLabel, type RunningShop, resolveBuilds, startShops, stopShops } from './builds';
import {
  againstBudget,
  type BuildBytes,
  buildBytes,
  bytesComparisonMarkdown,
  HOME_JS_BUDGET_BYTES,
  PAGE_JS_BUDGET_BYTES,
} from './bytes';
import { type EarlyClickResult, earlyClickBench, earlyClickMarkdown } from './early-click';
import { type InpResult, inpBench, inpMarkdown } from './inp';
import { keyPages } from './lighthouse';
import {
  type LighthouseComparison,
  lighthouseComparison,
  lighthouseMarkdown,
  summarise,
} from './lighthouse-compare';
import { type Spread, showSpread, spread } from './spread';
import { type SsrResult, ssrMarkdown, ssrShare, ssrThroughput } from './ssr';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export interface WebComparison {
  builds: Build[];
  bytes: BuildBytes[];
  ssr?: SsrResult[];
  lighthouse?: LighthouseComparison;
  inp?: InpResult[];
  earlyClick?: EarlyClickResult[];
  settings: {
    lighthouseRuns: number;
    inpRuns: number;
    earlyClickRuns: number;
    ssrRounds: number;
    durationSeconds: number;
  };
}

/** Starts a shop per build on `port` and up (their no-JS baselines on the next ports) and runs every web bench. */
export async function webComparison(port: number, durationSeconds: number): Promise<WebComparison> {
  const settings = {
    lighthouseRuns: count('BENCH_LH_RUNS', 5),
    inpRuns: count('BENCH_INP_RUNS', 5),
    earlyClickRuns: count('BENCH_EARLY_RUNS', 5),
    ssrRounds: count('BENCH_SSR_ROUNDS', 3),
    durationSeconds,
  };
  const builds = resolveBuilds();
  const bytes = builds.map((build) => buildBytes(build.name, join(build.root, 'apps/web/dist')));
  const shops: RunningShop[] = await startShops(builds, port);
  try {
    const ssr = process.env.BENCH_SKIP_SSR
      ? undefined
      : await ssrThroughput(shops, { durationSeconds, rounds: settings.ssrRounds });
    const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE
      ? undefined
      : await lighthouseComparison(shops, process.env.BENCH_PAGES?.split(',') ?? keyPages, {
          runs: settings.lighthouseRuns,
          port: port + shops.length,
        });
    const inp = process.env.BENCH_SKIP_INP ? undefined : await inpBench(shops, settings.inpRuns);
    const earlyClick = process.env.BENCH_SKIP_EARLY
      ? undefined
      : await earlyClickBench(shops, settings.earlyClickRuns);
    return { builds, bytes, ssr, lighthouse, inp, earlyClick, settings };
  } finally {
    await stopShops(shops);
  }
}

/** The worst page's median of a Lighthouse figure, and the worst single run, for one build. */
function worstPage(
  result: LighthouseComparison,
  build: string,
  pick: (s: ReturnType<typeof summarise>) => Spread,
  lowIsBad: boolean,
) {
  const spreads = result.pages.map((page) =>
    pick(summarise(page.builds.find((entry) => entry.build === build)!)),
  );
  const medians = spreads.map((s) => s.median).filter(Number.isFinite);
  const runs = spreads.flatMap((s) => [s.min, s.max]).filter(Number.isFinite);
  return lowIsBad
    ? { median: Math.min(...medians), run: Math.min(...runs) }
    : { median: Math.max(...medians), run: Math.max(...runs) };
}

function summaryRows(result: WebComparison): string[] {
  const names = result.builds.map((build) => build.name);
  const rows: string[] = [];
  const row = (figure: string, target: string, cells: (name: string) => string) =>
    rows.push(`| ${figure} | ${target} | ${names.map(cells).join(' | ')} |`);
  const lh = result.lighthouse;
  if (lh) {
    const worst =
      (pick: (s: ReturnType<typeof summarise>) => Spread, lowIsBad: boolean, digits = 0) =>
      (name: string) => {
        const value = worstPage(lh, name, pick, lowIsBad);
        return `${value.median.toFixed(digits)} (worst run ${value.run.toFixed(digits)})`;
      };
    row(
      'Lighthouse performance, worst page median',
      '≥ 98',
      worst((s) => s.performance, true),
    );
    row(
      '… as a share of its no-JS baseline, worst page median',
      '',
      worst((s) => s.performanceShare, true, 2),
    );
    row(
      'LCP ms, worst page median',
      '≤ 1200',
      worst((s) => s.lcp, false),
    );
    row(
      'TBT ms, worst page median',
      '≤ 100',
      worst((s) => s.tbt, false),
    );
    row(
      '… above its no-JS baseline, worst page median',
      '',
      worst((s) => s.tbtOverBaseline, false),
    );
    row('CLS, worst run', '0', (name) => String(worstPage(lh, name, (s) => s.cls, false).run));
  }
  for (const scenario of result.inp ?? [])
    row(`INP ms, ${scenario.scenario} \`${scenario.path}\` ${scenario.language}`, '≤ 100', (name) =>
      showSpread(spread(scenario.builds.find((entry) => entry.build === name)!.runsMs)),
    );
  const bytes = (name: string) => result.bytes.find((entry) => entry.build === name)!;
  row('initial JS of `/`, KB brotli', `≤ ${HOME_JS_BUDGET_BYTES / 1000}`, (name) => {
    const entry = bytes(name);
    return 'report' in entry
      ? againstBudget(entry.report.pages[0]!.js.brotliBytes, entry.report.budgetBytes)
      : 'n/a';
  });
  row('largest other storefront page, KB brotli', `≤ ${PAGE_JS_BUDGET_BYTES / 1000}`, (name) => {
    const entry = bytes(name);
    if (!('report' in entry)) return 'n/a';
    const largest = entry.report.pages
      .slice(1)
      .reduce((a, b) => (b.js.brotliBytes > a.js.brotliBytes ? b : a));
    return `${againstBudget(largest.js.brotliBytes, entry.report.pageBudgetBytes)} \`${largest.page}\``;
  });
  row('recharts in a storefront chunk', 'no', (name) => {
    const entry = bytes(name);
    if (!('report' in entry) || entry.report.storefrontChartChunks === null) return 'unknown';
    return entry.report.storefrontChartChunks.length
      ? `**yes** (${entry.report.storefrontChartChunks.length})`
      : 'no';
  });
  for (const path of result.ssr ?? [])
    row(`server render \`${path.path}\`, req/s (share of ${names[0]})`, '≥ 80 %', (name) => {
      const entry = path.builds.find((build) => build.build === name)!;
      return `${spread(entry.requestsPerSecond).median} (${Math.round(ssrShare(path, name) * 100)} %)`;
    });
  return rows;
}

export function webMarkdown(result: WebComparison): string[] {
  const labels = result.builds.map(buildLabel);
  const { settings } = result;
  return [
    `Builds: ${labels.join('; ')}.`,
    '',
    `| figure (issue 26) | target | ${result.builds.map((build) => build.name).join(' | ')} |`,
    `|---|---|${result.builds.map(() => '---:|').join('')}`,
    ...summaryRows(result),
    '',
    ...(result.ssr ? ssrMarkdown(result.ssr, settings.durationSeconds, settings.ssrRounds) : []),
    ...(result.lighthouse ? lighthouseMarkdown(result.lighthouse, result.builds) : []),
    ...(result.inp ? inpMarkdown(result.inp, result.builds, settings.inpRuns) : []),
    ...(result.earlyClick
      ? earlyClickMarkdown(result.earlyClick, result.builds, settings.earlyClickRuns)
      : []),
    ...bytesComparisonMarkdown(result.bytes, labels),
  ];
}
