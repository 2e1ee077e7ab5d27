import type { Page } from '@playwright/test';

/**
 * Keeps the page's first heading (or its main area) as the server sent it, before any script runs: once
 * hydrated, React must have adopted that very element, not replaced it after a mismatch.
 */
export async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverHeading?: Element | null }).serverHeading =
          document.querySelector('#root h1') ?? document.querySelector('#root main');
      }
    });
  });
}

export const serverHeadingAdopted = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return heading ? heading.isConnected : 'not server-rendered';
  });
