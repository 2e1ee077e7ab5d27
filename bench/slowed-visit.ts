import { makeConsent } from '@shop/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { RunningShop } from './builds';
import { chromiumPath } from './priority';

/** The phone-like CPU of the browser benches (issue 26 and 45: 4× slower), from the first byte. */
export const CPU_SLOWDOWN = 4;

/**
 * A returning visitor's first visit, as the browser tests make it (no cookie banner or guarantee popup on top),
 * in a fresh context whose page runs with the CPU slowed down (CDP Emulation.setCPUThrottlingRate). `observe`
 * runs in the page before any of its scripts (given `arg`), to record what the bench measures.
 */
export async function openSlowedVisit(
  browser: Browser,
  language: string,
  observe: (arg: string) => void,
  arg = '',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'fr' ? 'fr-FR' : 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(
    (consent) => {
      localStorage.setItem('cookieConsent', consent);
      sessionStorage.setItem('guaranteePopupShown', 'true');
    },
    JSON.stringify(makeConsent('declined', false)),
  );
  await context.addInitScript(observe, arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Debian's Chromium as every browser bench drives it: headless, no sandbox, no calls out of this machine. */
export const launchBenchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });

/**
 * `runs` measurements of each shop's build, the builds taking turns and starting with another one each run, so
 * a busy moment hits them alike; each build's results in run order.
 */
export async function runsInTurn<T>(
  shops: RunningShop[],
  runs: number,
  measure: (shop: RunningShop, run: number) => Promise<T>,
): Promise<{ build: string; runs: T[] }[]> {
  const builds = shops.map((shop) => ({ build: shop.build.name, runs: [] as T[] }));
  for (let run = 0; run < runs; run++)
    for (let step = 0; step < shops.length; step++) {
      const index = (run + step) % shops.length;
      builds[index]!.runs.push(await measure(shops[index]!, run));
    }
  return builds;
}
