import type { Page } from '@playwright/test';
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

const consent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

test.beforeEach(async ({ page }) => {
  await firstVisit(page);
  await page.goto('/indicators');
});

test('declining stores "declined" and hides the banner for good', async ({ page, t }) => {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('cookieBanner.decline') }).click();
  await expect(banner).toBeHidden();
  expect(await consent(page)).toBe('declined');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('customising stores "customized"', async ({ page, t }) => {
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: t('cookieBanner.customize') }).click();
  await expect(banner).toBeHidden();
  expect(await consent(page)).toBe('customized');
});

test('accepting stores the current ISO timestamp', async ({ page, t }) => {
  const banner = page.getByTestId('cookie-banner');
  const before = Date.now();
  await banner.getByRole('button', { name: t('cookieBanner.accept') }).click();
  await expect(banner).toBeHidden();
  const stored = await consent(page);
  expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(stored!) - before)).toBeLessThan(60_000);
});

test('the banner links to the cookie policy', async ({ page, t }) => {
  await page
    .getByTestId('cookie-banner')
    .getByRole('link', { name: t('cookieBanner.policy') })
    .click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: t('legal:cookies.title') })).toBeVisible();
});
