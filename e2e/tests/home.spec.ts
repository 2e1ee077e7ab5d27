import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test('the demo button scrolls to the premium grid and a card opens its product', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('home:hero.demo') }).click();
  await expect(page.locator('#premium')).toBeInViewport();
  const first = page.getByTestId('premium-card').first();
  const name = await first.getByRole('heading').textContent();
  await first.getByRole('link', { name: t('home:premium.view') }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
});

/** A first visit: no stored cookie choice and no popup shown yet in this session. */
async function unansweredBanner(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-keep-defaults')) {
      sessionStorage.setItem('e2e-keep-defaults', '1');
      sessionStorage.removeItem('guaranteePopupShown');
      localStorage.removeItem('cookieConsent');
    }
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a visitor who never answers the cookie banner still sees the guarantee, never both at once (${viewport.name})`, async ({
    page,
    t,
  }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await unansweredBanner(page);
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    const popup = page.getByRole('dialog', { name: t('home:guarantee.title') });
    await expect(banner).toBeVisible();
    // From here time moves only when the test moves it: a slow machine's page load has used part of the 15 s.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 3000));
    const sinceStart = await page.evaluate(() => performance.now());
    if (sinceStart < 14_000) {
      await page.clock.fastForward(14_000 - sinceStart);
      await page.waitForTimeout(1000);
      await expect(popup).toBeHidden();
    }
    // The popup's code may still be on its way: keep time moving until it has come and its timer has run.
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000);
        return popup.isVisible();
      })
      .toBe(true);
    await expect(banner).toBeHidden();

    await popup.getByRole('button', { name: t('home:guarantee.close') }).click();
    await expect(popup).toBeHidden();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  });
}

test('a visitor who opens the cookie settings keeps the banner: the guarantee waits for their answer', async ({
  page,
  t,
}) => {
  await page.clock.install();
  await unansweredBanner(page);
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  const popup = page.getByRole('dialog', { name: t('home:guarantee.title') });
  await banner.getByRole('button', { name: t('cookieBanner:customize') }).click();
  await expect(banner.getByTestId('cookie-settings')).toBeVisible();
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 3000));
  await page.clock.fastForward(20_000);
  await page.waitForTimeout(1000);
  await expect(popup).toBeHidden();
  await expect(banner.getByTestId('cookie-settings')).toBeVisible();

  await banner.getByRole('button', { name: t('cookieBanner:save') }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return popup.isVisible();
    })
    .toBe(true);
});
