import { test as base, expect, type Page } from '@playwright/test';
import { makeConsent } from '@shop/contracts';
import { type Language, resources } from '@shop/i18n';
import { holdTestClock } from './test-clock';

/** A valid stored refusal of every optional cookie, as the banner writes it (current text version). */
export const declinedConsent = JSON.stringify(makeConsent('declined', false));

export type { Language };

/**
 * Looks up `namespace:path.to.key` in the shipped catalogues, with {{param}} interpolation and, as i18next
 * does, the `_one` form of a key when `count` is singular in the language (French: 0 and 1).
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  const parts = path!.split('.');
  let parent: unknown = (resources[language] as Record<string, unknown>)[namespace!];
  for (const part of parts.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[part];
  const texts = (parent ?? {}) as Record<string, unknown>;
  const last = parts.at(-1)!;
  const singular =
    typeof params.count === 'number' && new Intl.PluralRules(language).select(params.count) === 'one';
  const node = singular && typeof texts[`${last}_one`] === 'string' ? texts[`${last}_one`] : texts[last];
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * A console message the journey may produce on purpose. By default only the browser's own
 * "Failed to load resource" line for a 4xx answer of the API or of the payment sandbox (Stripe's stand-in,
 * which answers a declined card with 402) is allowed: a wrong password or an expired link is an expected
 * answer, while a missing image or script (any other URL) is a defect.
 */
function isExpectedApiRefusal(message: { text: string; url: string }) {
  const { pathname } = new URL(message.url, 'http://x');
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text) &&
    (pathname.startsWith('/api/') || pathname.startsWith('/sandbox/'))
  );
}

/**
 * What makes a test fail once it ends: every console warning or error the page logs (a hydration mismatch
 * among them: entry-client logs each one as an error) and every uncaught page error, minus the allowed ones.
 */
export function watchConsole(page: Page, allowConsole: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    const entry = { text: message.text(), url: message.location().url };
    if (isExpectedApiRefusal(entry) || allowConsole.some((pattern) => pattern.test(entry.text))) return;
    problems.push(`console.${message.type()}: ${entry.text} (${entry.url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

interface Fixtures {
  language: Language;
  /**
   * Fails the test on any console warning or error and on any uncaught page error, so every journey also
   * proves a clean console. A test that expects a message adds its pattern with `allowConsole.push(/…/)`.
   */
  allowConsole: RegExp[];
  /** translate() bound to the project's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The sandbox's one test clock, held by this test alone while it runs (test-clock.ts): ask for it to move it. */
  testClock: undefined;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  language: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.language as Language);
  },
  t: async ({ language }, use) => {
    await use((key, params) => translate(language, key, params));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  testClock: async ({}, use) => {
    const release = await holdTestClock();
    try {
      await use(undefined);
    } finally {
      await release();
    }
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  allowConsole: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowConsole }, use) => {
    const problems = watchConsole(page, allowConsole);
    // Hide the cookie banner and guarantee popup unless a test wants them (it clears these itself).
    await page.addInitScript((declined) => {
      if (!sessionStorage.getItem('e2e-keep-defaults')) {
        if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', declined);
        sessionStorage.setItem('guaranteePopupShown', 'true');
      }
    }, declinedConsent);
    waitForInteractiveAfterLoads(page);
    await use(page);
    expect(problems, 'the browser console must stay clean').toEqual([]);
  },
});

/**
 * A server-rendered page shows its controls before React has hydrated them; a click or a choice made in
 * between is lost, as a hurried visitor's would be. `goto` and `reload` therefore resolve once the app marks
 * itself interactive (entry-client's `InteractiveMark`); pages that are not the app (no `#root`) at once.
 */
function waitForInteractiveAfterLoads(page: Page) {
  const interactive = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.interactive !== undefined,
    );
  const goto = page.goto.bind(page);
  gotoBeforeTheApp.set(page, (url) => goto(url, { waitUntil: 'domcontentloaded' }));
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive();
    return response;
  };
}

const gotoBeforeTheApp = new WeakMap<Page, (url: string) => Promise<unknown>>();

/**
 * Opens `url` and returns at DOMContentLoaded, without waiting for the app: what a hurried visitor does next
 * happens on the server's HTML, before (or while) the app's code arrives.
 */
export async function openBeforeTheApp(page: Page, url: string): Promise<void> {
  await gotoBeforeTheApp.get(page)!(url);
}

export * from './shop-api';
export { expect };
