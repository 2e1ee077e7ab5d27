// A click made during load (issue 45: handled within 300 ms of the part it touches becoming visible): add to cart
// on a product page, clicked as soon as the page has painted (first contentful paint: the button is in the
// server's HTML), before the app has arrived. A first visit in a fresh context, CPU 4× slower from the first
// byte (as bench/inp.ts). In the page, before any of its scripts: when the first contentful paint came, when the
// first trusted click came, when the click was handled (the page's first script stores the line and shows its
// notice, earlyAddToCart.ts) and when the cart page showed the product's line (once the app has arrived and
// hydrated, which opens it).
//   node --import tsx bench/early-click.ts   (after npm run build; BENCH_PORT, default 4300; BENCH_EARLY_RUNS, 5)
import { loadavg } from 'node:os';
import { type Language, resources } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { type Build, buildLabel, type RunningShop, resolveBuilds, startShops, stopShops } from './builds';
import { CPU_SLOWDOWN, launchBenchBrowser, openSlowedVisit, runsInTurn } from './slowed-visit';
import { showSpread, spread } from './spread';

const PATH = '/product/vwap-premium';

declare global {
  interface Window {
    benchEarly: { paintAt?: number; clickAt?: number; handledAt?: number; shownAt?: number };
  }
}

/** Each figure in ms; null when that step never came (a build without the notice, or a click that was lost). */
export interface EarlyClickRun {
  /** From the first contentful paint to the click. */
  clickAfterPaintMs: number;
  /** From the click to the line stored and its notice shown. */
  handledAfterClickMs: number | null;
  /** From the first contentful paint to the line stored and its notice shown. */
  handledAfterPaintMs: number | null;
  /** From the click to the cart page showing the line. */
  shownAfterClickMs: number | null;
  /** From the first contentful paint to the cart page showing the line. */
  shownAfterPaintMs: number | null;
}

/** How long the cart may take to show after the click before the click counts as lost. */
const LOST_AFTER_MS = 20_000;

async function measure(browser: Browser, url: string, language: Language): Promise<EarlyClickRun> {
  const { context, page } = await openSlowedVisit(browser, language, () => {
    window.benchEarly = {};
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) window.benchEarly.paintAt ??= paint.startTime;
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) window.benchEarly.clickAt ??= event.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      // The notice is shown once the line is stored (apps/web/src/features/catalog/components/earlyAddToCart.ts).
      if (window.benchEarly.handledAt === undefined && document.getElementById('early-cart-notice'))
        window.benchEarly.handledAt = performance.now();
      if (window.benchEarly.shownAt === undefined && document.querySelector('[data-testid="cart-line"]'))
        window.benchEarly.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchEarly.paintAt !== undefined, undefined, { polling: 5 });
    // At the button's place with the mouse at once: a locator's click would first wait for the page to hold
    // still (actionability checks), and even finding it by its role computes every element's accessible name,
    // a second or more at this speed (the click came 1.0–2.5 s after the paint until session 58). Its text
    // finds it in one walk of the buttons.
    const box = await page.evaluate((label) => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (element) => element.textContent === label,
      );
      const { x, y, width, height } = button!.getBoundingClientRect();
      return { x, y, width, height };
    }, resources[language].catalog.product.addToCart);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .waitForFunction(() => window.benchEarly.shownAt !== undefined, undefined, { timeout: LOST_AFTER_MS })
      .catch(() => undefined);
    const { paintAt, clickAt, handledAt, shownAt } = await page.evaluate(() => window.benchEarly);
    const after = (from: number, to: number | undefined) => (to === undefined ? null : Math.round(to - from));
    return {
      clickAfterPaintMs: Math.round(clickAt! - paintAt!),
      handledAfterClickMs: after(clickAt!, handledAt),
      handledAfterPaintMs: after(paintAt!, handledAt),
      shownAfterClickMs: after(clickAt!, shownAt),
      shownAfterPaintMs: after(paintAt!, shownAt),
    };
  } finally {
    await context.close();
  }
}

export interface EarlyClickResult {
  language: Language;
  builds: { build: string; runs: EarlyClickRun[] }[];
}

export async function earlyClickBench(shops: RunningShop[], runs: number): Promise<EarlyClickResult[]> {
  const browser = await launchBenchBrowser();
  try {
    const results: EarlyClickResult[] = [];
    for (const language of ['fr', 'en'] as const) {
      const builds = await runsInTurn(shops, runs, async (shop, run) => {
        const measured = await measure(browser, `${shop.baseUrl}${PATH}?lang=${language}`, language);
        console.log(
          `early click ${language} run ${run + 1}/${runs} ${shop.build.name}: ${JSON.stringify(measured)}`,
        );
        return measured;
      });
      results.push({ language, builds });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function earlyClickMarkdown(results: EarlyClickResult[], builds: Build[], runs: number): string[] {
  const names = builds.map((build) => build.name);
  const figure = (runsOf: EarlyClickRun[], pick: (run: EarlyClickRun) => number | null) =>
    showSpread(spread(runsOf.map(pick).filter((ms): ms is number => ms !== null)));
  const lost = (runsOf: EarlyClickRun[]) =>
    String(runsOf.filter((run) => run.shownAfterClickMs === null && run.handledAfterClickMs === null).length);
  return [
    `## A click made during load (Chromium, CPU ${CPU_SLOWDOWN}× slower, ${runs} first visits per row and build)`,
    '',
    `Add to cart on \`${PATH}\`, clicked as soon as the page has painted, before the app has arrived. Builds: ` +
      `${builds.map(buildLabel).join('; ')}. ms, median (min–max): the click after the first contentful paint, ` +
      'the click handled (the line stored and its notice shown, by the page’s first script) and the cart page ' +
      'showing the line (once the app has arrived), each after the click and after that paint. Target (issue 45): ' +
      `handled within 300 ms of the part becoming visible. A click is lost when neither came within ${LOST_AFTER_MS / 1000} s.`,
    '',
    `| language | figure | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---:|').join('')}`,
    ...results.flatMap((row) =>
      (
        [
          ['click after the paint', (run: EarlyClickRun) => run.clickAfterPaintMs],
          ['handled after the click', (run: EarlyClickRun) => run.handledAfterClickMs],
          ['handled after the paint (≤ 300)', (run: EarlyClickRun) => run.handledAfterPaintMs],
          ['cart shown after the click', (run: EarlyClickRun) => run.shownAfterClickMs],
          ['cart shown after the paint', (run: EarlyClickRun) => run.shownAfterPaintMs],
        ] as const
      )
        .map(
          ([name, pick]) =>
            `| ${row.language} | ${name} | ${row.builds.map((build) => figure(build.runs, pick)).join(' | ')} |`,
        )
        .concat(
          `| ${row.language} | clicks lost | ${row.builds.map((build) => lost(build.runs)).join(' | ')} |`,
        ),
    ),
    '',
  ];
}

/** Runs alone: this checkout's build, or those BENCH_BUILDS names; prints the report. */
async function main() {
  const runs = Number(process.env.BENCH_EARLY_RUNS ?? 5);
  const builds = resolveBuilds();
  const before = loadavg()[0]!.toFixed(1);
  const shops = await startShops(builds, Number(process.env.BENCH_PORT ?? 4300));
  try {
    const results = await earlyClickBench(shops, runs);
    console.log(
      [`Load average ${before} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`, '']
        .concat(earlyClickMarkdown(results, builds, runs))
        .join('\n'),
    );
  } finally {
    await stopShops(shops);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
