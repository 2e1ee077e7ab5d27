import { makeConsent } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The phone-like CPU of the browser benches (issue 26 and 45: 4× slower), from the first byte. */
export const CPU_SLOWDOWN = 4;

/**
 * A returning visitor's first visit, as the browser tests make it (no cookie banner or guarantee popup on top),
 * in a fresh context whose page runs with the CPU slowed down (CDP Emulation.setCPUThrottlingRate). `observe`
 * runs in the page before any of its scripts, to record what the bench measures.
 */
export async function openSlowedVisit(
  browser: Browser,
  language: string,
  observe: () => void,
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
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
