// Lighthouse on the key pages of every build of the run (issue 26), made readable on a shared machine: each
// page runs BENCH_LH_RUNS times (default 5) per build, interleaved with the same number of runs of that build's
// no-JS baseline (bench/no-js-baseline.ts: its server-rendered HTML without scripts, the best the page can do),
// the order rotating from run to run so that a busy moment hits every target alike. Each run prints Lighthouse's
// benchmark index (its measure of the machine's speed at that moment) beside its figures; the report gives the
// spread (median, min–max) and each run as a ratio to its paired baseline run.
import { loadavg } from 'node:os';
import { type Build, buildLabel, type RunningShop } from './builds';
import { launchChromium, lighthouseRun, type PageFigures } from './lighthouse';
import { type Baseline, startNoJsBaseline } from './no-js-baseline';
import { type Spread, showSpread, spread } from './spread';

export interface BuildPageRuns {
  build: string;
  app: PageFigures[];
  baseline: PageFigures[];
}

export interface LighthouseComparison {
  runs: number;
  pages: { path: string; builds: BuildPageRuns[] }[];
}

/**
 * One run, tried again (twice at most) when Lighthouse could not measure the page: under a heavy load it may see
 * no first paint in time. A run that still fails is kept with its error and left out of the figures.
 */
async function measuredRun(port: number, url: string, path: string, name: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = {
      ...(await lighthouseRun(port, url, path)),
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
    };
    console.log(
      `lighthouse ${name}: ${
        result.error
          ? `failed (${result.error})`
          : `perf ${result.performance} FCP ${result.firstContentfulPaintMs} LCP ${result.largestContentfulPaintMs} ` +
            `TBT ${result.totalBlockingTimeMs} CLS ${result.cumulativeLayoutShift}`
      } benchmarkIndex ${result.benchmarkIndex} load ${result.loadAverage}`,
    );
    if (!result.error || attempt === 3) return result;
  }
}

export async function lighthouseComparison(
  shops: RunningShop[],
  paths: string[],
  { runs, port }: { runs: number; port: number },
): Promise<LighthouseComparison> {
  const baselines: Baseline[] = [];
  const chrome = await launchChromium();
  try {
    for (const [index, shop] of shops.entries())
      baselines.push(await startNoJsBaseline(shop.baseUrl, paths, port + index));
    const targets = shops.flatMap((shop, index) => [
      { build: shop.build.name, kind: 'app' as const, base: shop.baseUrl },
      { build: shop.build.name, kind: 'baseline' as const, base: baselines[index]!.baseUrl },
    ]);
    const pages: LighthouseComparison['pages'] = [];
    for (const path of paths) {
      const byBuild = new Map(shops.map((shop) => [shop.build.name, { app: [], baseline: [] }]));
      for (let run = 0; run < runs; run++) {
        for (let step = 0; step < targets.length; step++) {
          const target = targets[(run + step) % targets.length]!;
          const name = `${path} run ${run + 1}/${runs} ${target.build}${target.kind === 'baseline' ? ' no-JS' : ''}`;
          const result = await measuredRun(chrome.port, `${target.base}${path}`, path, name);
          (byBuild.get(target.build)! as Record<typeof target.kind, PageFigures[]>)[target.kind].push(result);
        }
      }
      pages.push({ path, builds: [...byBuild].map(([build, figures]) => ({ build, ...figures })) });
    }
    return { runs, pages };
  } finally {
    chrome.kill();
    await Promise.all(baselines.map((baseline) => baseline.close()));
  }
}

type Metric = 'performance' | 'largestContentfulPaintMs' | 'totalBlockingTimeMs' | 'cumulativeLayoutShift';

const measured = (runs: PageFigures[]) => runs.filter((run) => !run.error);
const of = (runs: PageFigures[], metric: Metric | 'benchmarkIndex') =>
  spread(measured(runs).map((run) => run[metric]));

/** Each app run against the baseline run it was paired with (same run index): a ratio, or a difference. */
function paired(entry: BuildPageRuns, metric: Metric, compare: (app: number, baseline: number) => number) {
  const pairs = entry.app.map((run, index) => [run, entry.baseline[index]!] as const);
  return spread(
    pairs
      .filter(([app, base]) => !app.error && !base.error)
      .map(([app, base]) => compare(app[metric], base[metric])),
  );
}

export function summarise(entry: BuildPageRuns) {
  return {
    performance: of(entry.app, 'performance'),
    performanceShare: paired(entry, 'performance', (app, base) => app / base),
    lcp: of(entry.app, 'largestContentfulPaintMs'),
    lcpRatio: paired(entry, 'largestContentfulPaintMs', (app, base) => app / base),
    tbt: of(entry.app, 'totalBlockingTimeMs'),
    tbtOverBaseline: paired(entry, 'totalBlockingTimeMs', (app, base) => app - base),
    cls: of(entry.app, 'cumulativeLayoutShift'),
    benchmarkIndex: of([...entry.app, ...entry.baseline], 'benchmarkIndex'),
    failedRuns: entry.app.length - measured(entry.app).length,
    baseline: {
      performance: of(entry.baseline, 'performance'),
      lcp: of(entry.baseline, 'largestContentfulPaintMs'),
      tbt: of(entry.baseline, 'totalBlockingTimeMs'),
      cls: of(entry.baseline, 'cumulativeLayoutShift'),
    },
  };
}

const ratio = (value: Spread) => `×${showSpread(value, 2)}`;
const plus = (value: Spread) => `${value.median >= 0 ? '+' : ''}${showSpread(value)}`;

export function lighthouseMarkdown(result: LighthouseComparison, builds: Build[]): string[] {
  const names = builds.map((build) => build.name);
  const all = result.pages.flatMap((page) =>
    page.builds.flatMap((entry) => [...entry.app, ...entry.baseline]),
  );
  const index = spread(measured(all).map((run) => run.benchmarkIndex));
  const failed = all.length - measured(all).length;
  const rows = result.pages.flatMap((page) => {
    const summaries = names.map((name) => summarise(page.builds.find((entry) => entry.build === name)!));
    const row = (figure: string, target: string, cells: (s: ReturnType<typeof summarise>) => string[]) =>
      `| ${figure === 'performance' ? `\`${page.path}\`` : ''} | ${figure} | ${target} | ${summaries.flatMap(cells).join(' | ')} |`;
    return [
      row('performance', '≥ 98', (s) => [
        `${showSpread(s.performance)}; ${ratio(s.performanceShare)}`,
        showSpread(s.baseline.performance),
      ]),
      row('LCP ms', '≤ 1200', (s) => [
        `${showSpread(s.lcp)}; ${ratio(s.lcpRatio)}`,
        showSpread(s.baseline.lcp),
      ]),
      row('TBT ms', '≤ 100', (s) => [
        `${showSpread(s.tbt)}; ${plus(s.tbtOverBaseline)}`,
        showSpread(s.baseline.tbt),
      ]),
      row('CLS', '0', (s) => [showSpread(s.cls, 3), showSpread(s.baseline.cls, 3)]),
      row('benchmark index', '', (s) => [
        `${showSpread(s.benchmarkIndex)}${s.failedRuns ? `; ${s.failedRuns} runs failed` : ''}`,
        '',
      ]),
    ];
  });
  const perRun = result.pages.flatMap((page) =>
    page.builds.flatMap((entry) =>
      (['app', 'baseline'] as const).map(
        (kind) =>
          `| \`${page.path}\` | ${entry.build}${kind === 'baseline' ? ' no-JS' : ''} | ${entry[kind]
            .map(
              (run) =>
                `${run.error ? `failed (${run.error})` : `${run.performance}/${run.largestContentfulPaintMs}/${run.totalBlockingTimeMs}`} @${run.benchmarkIndex} L${run.loadAverage}`,
            )
            .join(' · ')} |`,
      ),
    ),
  );
  return [
    `## Lighthouse (mobile preset, ${result.runs} runs per page and build, each beside a run of its no-JS baseline)`,
    '',
    `Builds: ${builds.map(buildLabel).join('; ')}. Lighthouse's benchmark index over the ` +
      `${all.length} runs: ${showSpread(index)} (higher is a faster machine at that moment)` +
      `${failed ? `; ${failed} runs failed after three tries and are left out` : ''}.`,
    'Cells: median (min–max) over the runs; "×" is each run divided by its paired no-JS run (median, min–max),',
    '"+" the blocking time above it in ms. No-JS: the same server-rendered HTML without any script, served statically.',
    '',
    `| page | figure | target | ${names.flatMap((name) => [name, `${name} no-JS`]).join(' | ')} |`,
    `|---|---|---|${names.map(() => '---:|---:|').join('')}`,
    ...rows,
    '',
    'Every run, in order: performance/LCP ms/TBT ms @benchmark index L1-minute load average as it ended.',
    '',
    '| page | build | runs |',
    '|---|---|---|',
    ...perRun,
    '',
  ];
}
