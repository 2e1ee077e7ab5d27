// Interaction to next paint (issue 26: ≤ 100 ms at 4× CPU slowdown) for three scripted interactions, in Debian's
// Chromium driven by playwright-core: add to cart on a product page, the category filter of /indicators and the
// language switch. Each run is a first visit in a fresh browser context with the CPU slowed down 4× (CDP
// Emulation.setCPUThrottlingRate) from the first byte; once the app marks itself interactive (`data-interactive`,
// as the browser tests wait for it) the interaction is made with real input events, and a PerformanceObserver of
// 'event' entries (Event Timing API, durationThreshold 16) gives each interaction's duration (the longest entry of
// its interactionId: input delay, handlers and the next paint). The figure of a run is its longest interaction.
// An interaction under 16 ms leaves no entry and counts as 16 (the API's floor), flagged in the report.
import { type Language, resources } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { type Build, buildLabel, type RunningShop } from './builds';
import { CPU_SLOWDOWN, launchBenchBrowser, openSlowedVisit, runsInTurn } from './slowed-visit';
import { showSpread, spread } from './spread';

const FLOOR_MS = 16;

interface Scenario {
  name: string;
  path: string;
  /** Makes the interaction, then waits for what it visibly does. */
  act(page: Page, language: Language): Promise<void>;
}

const other = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

export const scenarios: Scenario[] = [
  {
    name: 'add to cart',
    path: '/product/vwap-premium',
    async act(page, language) {
      await page.getByRole('button', { name: resources[language].catalog.product.addToCart }).click();
      await page.waitForFunction(() => location.pathname === '/cart');
    },
  },
  {
    name: 'catalogue category filter',
    path: '/indicators',
    async act(page, language) {
      // A closed <select> takes the next option on ArrowDown: a trusted key press, which the Event Timing API
      // reports (Playwright's selectOption dispatches synthetic events, which it does not).
      await page.getByLabel(resources[language].catalog.filters.category, { exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => new URL(location.href).searchParams.has('category'));
    },
  },
  ...['/', '/product/vwap-premium'].map((path) => ({
    name: 'language switch',
    path,
    async act(page: Page, language: Language) {
      await page.getByTestId('language-switcher').click();
      await page.locator(`[role="menuitemradio"][lang="${other(language)}"]`).click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other(language));
    },
  })),
];

declare global {
  interface Window {
    benchInteractions: { id: number; duration: number; start: number }[];
  }
}

/** One first visit of `url`, slowed down, and the longest interaction of the scenario in ms. */
async function measure(browser: Browser, url: string, scenario: Scenario, language: Language) {
  const { context, page } = await openSlowedVisit(browser, language, () => {
    window.benchInteractions = [];
    new PerformanceObserver((list) => {
      // TypeScript's DOM types do not know interactionId yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId)
          window.benchInteractions.push({
            id: entry.interactionId,
            duration: entry.duration,
            start: entry.startTime,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined, undefined, {
      timeout: 60_000,
    });
    const start = await page.evaluate(() => performance.now());
    await scenario.act(page, language);
    // Event Timing entries are queued after the paint that ends the interaction: let two frames and a moment pass.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500))),
        ),
    );
    const entries = await page.evaluate(() => window.benchInteractions);
    const durations = entries.filter((entry) => entry.start >= start).map((entry) => entry.duration);
    return durations.length ? Math.max(...durations) : undefined;
  } finally {
    await context.close();
  }
}

export interface InpResult {
  scenario: string;
  path: string;
  language: Language;
  builds: { build: string; runsMs: number[]; under16: number }[];
}

export async function inpBench(shops: RunningShop[], runs: number): Promise<InpResult[]> {
  const browser = await launchBenchBrowser();
  try {
    const results: InpResult[] = [];
    // BENCH_INP_SCENARIO (part of a name, e.g. "language") measures one interaction alone, for a quick comparison.
    const only = process.env.BENCH_INP_SCENARIO;
    for (const scenario of scenarios.filter((one) => !only || one.name.includes(only)))
      for (const language of ['fr', 'en'] as const) {
        const measured = await runsInTurn(shops, runs, async (shop, run) => {
          const ms = await measure(
            browser,
            `${shop.baseUrl}${scenario.path}?lang=${language}`,
            scenario,
            language,
          );
          console.log(
            `inp ${scenario.name} ${language} run ${run + 1}/${runs} ${shop.build.name}: ${ms ?? `< ${FLOOR_MS}`} ms`,
          );
          return ms;
        });
        const builds = measured.map(({ build, runs: runsOf }) => ({
          build,
          runsMs: runsOf.map((ms) => ms ?? FLOOR_MS),
          under16: runsOf.filter((ms) => ms === undefined).length,
        }));
        results.push({ scenario: scenario.name, path: scenario.path, language, builds });
      }
    return results;
  } finally {
    await browser.close();
  }
}

export function inpMarkdown(results: InpResult[], builds: Build[], runs: number): string[] {
  const names = builds.map((build) => build.name);
  return [
    `## Interaction to next paint (Chromium, CPU ${CPU_SLOWDOWN}× slower, ${runs} first visits per row and build)`,
    '',
    `Builds: ${builds.map(buildLabel).join('; ')}. Each run's longest interaction in ms ` +
      `(Event Timing API), median (min–max); "n < ${FLOOR_MS}" counts runs whose interactions all took under ` +
      `${FLOOR_MS} ms (counted as ${FLOOR_MS}).`,
    '',
    `| interaction | page | language | target | ${names.join(' | ')} |`,
    `|---|---|---|---|${names.map(() => '---:|').join('')}`,
    ...results.map(
      (row) =>
        `| ${row.scenario} | \`${row.path}\` | ${row.language} | ≤ 100 | ${row.builds
          .map(
            (build) =>
              `${showSpread(spread(build.runsMs))}${build.under16 ? `, ${build.under16} < ${FLOOR_MS}` : ''}`,
          )
          .join(' | ')} |`,
    ),
    '',
  ];
}
