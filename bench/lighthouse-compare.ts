// Lighthouse on the key pages of every build of the run (issue 26), made readable on a shared machine: each
// page runs BENCH_LH_RUNS times (default 5) per build, interleaved with the same number of runs of that build's
// no-JS baseline (bench/no-js-baseline.ts: its server-rendered HTML without scripts, the best the page can do),
// the order rotating from run to run so that a busy moment hits every target alike. Each run prints Lighthouse's
// benchmark index (its measure of the machine's speed at that moment) beside its figures; the report gives the
// spread (median, min–max) and each run as a ratio to its paired baseline run.
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
          const result = await lighthouseRun(chrome.port, `${target.base}${path}`, path);
          (byBuild.get(target.build)! as Record<typeof target.kind, PageFigures[]>)[target.kind].push(result);
          console.log(
            `lighthouse ${path} run ${run + 1}/${runs} ${target.build}${target.kind === 'baseline' ? ' no-JS' : ''}: ` +
              `perf ${result.performance} FCP ${result.firstContentfulPaintMs} LCP ${result.largestContentfulPaintMs} ` +
              `TBT ${result.totalBlockingTimeMs} CLS ${result.cumulativeLayoutShift} benchmarkIndex ${result.benchmarkIndex}`,
          );
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

const of = (runs: PageFigures[], metric: Metric | 'benchmarkIndex') => spread(runs.map((run) => run[metric]));

/** Each app run against the baseline run it was paired with (same run index): a ratio, or a difference. */
function paired(entry: BuildPageRuns, metric: Metric, compare: (app: number, baseline: number) => number) {
  return spread(entry.app.map((run, index) => compare(run[metric], entry.baseline[index]![metric])));
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
  const index = spread(all.map((run) => run.benchmarkIndex));
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
      row('benchmark index', '', (s) => [showSpread(s.benchmarkIndex), '']),
    ];
  });
  const perRun = result.pages.flatMap((page) =>
    page.builds.flatMap((entry) =>
      (['app', 'baseline'] as const).map(
        (kind) =>
          `| \`${page.path}\` | ${entry.build}${kind === 'baseline' ? ' no-JS' : ''} | ${entry[kind]
            .map(
              (run) =>
                `${run.performance}/${run.largestContentfulPaintMs}/${run.totalBlockingTimeMs} @${run.benchmarkIndex}`,
            )
            .join(' · ')} |`,
      ),
    ),
  );
  return [
    `## Lighthouse (mobile preset, ${result.runs} runs per page and build, each beside a run of its no-JS baseline)`,
    '',
    `Builds: ${builds.map(buildLabel).join('; ')}. Lighthouse's benchmark index over the ` +
      `${all.length} runs: ${showSpread(index)} (higher is a faster machine at that moment).`,
    'Cells: median (min–max) over the runs; "×" is each run divided by its paired no-JS run (median, min–max),',
    '"+" the blocking time above it in ms. No-JS: the same server-rendered HTML without any script, served statically.',
    '',
    `| page | figure | target | ${names.flatMap((name) => [name, `${name} no-JS`]).join(' | ')} |`,
    `|---|---|---|${names.map(() => '---:|---:|').join('')}`,
    ...rows,
    '',
    'Every run: performance/LCP ms/TBT ms @benchmark index.',
    '',
    '| page | build | runs |',
    '|---|---|---|',
    ...perRun,
    '',
  ];
}
