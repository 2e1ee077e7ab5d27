import type { Page } from '@playwright/test';
import { CONSENT_TEXT_VERSION } from '@shop/contracts';
import { expect, test } from '../fixtures';

/** Start this session with no stored consent, as a first visit would. */
async function firstVisit(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-keep-defaults')) {
      sessionStorage.setItem('e2e-keep-defaults', '1');
      sessionStorage.setItem('guaranteePopupShown', 'true');
      localStorage.removeItem('cookieConsent');
    }
  });
}

const consent = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null') as {
    choice: string;
    necessary: boolean;
    measurement: boolean;
    decidedAt: string;
    version: string;
  } | null;

/** Every script the page asked for that is not the shop's own bundle. */
function foreignScripts(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.indexOf('/assets/') !== 0) {
      seen.push(request.url());
    }
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await firstVisit(page);
});

test('declining stores a refusal of measurement with its time and text version, and hides the banner for good', async ({
  page,
  t,
}) => {
  const scripts = foreignScripts(page);
  await page.goto('/indicators');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('cookieBanner:decline') }).click();
  await expect(banner).toBeHidden();
  const stored = await consent(page);
  expect(stored).toMatchObject({
    choice: 'declined',
    necessary: true,
    measurement: false,
    version: CONSENT_TEXT_VERSION,
  });
  expect(Math.abs(Date.parse(stored!.decidedAt) - Date.now())).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(scripts).toEqual([]);
  expect(await page.locator('script[data-measurement]').count()).toBe(0);
});

test('a choice stored under an older text version is asked again', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-old-consent')) return;
    sessionStorage.setItem('e2e-old-consent', '1');
    localStorage.setItem('cookieConsent', '2025-01-01T10:00:00.000Z');
  });
  await page.goto('/indicators');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
});
