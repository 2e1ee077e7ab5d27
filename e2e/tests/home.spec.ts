import type { Page } from '@playwright/test';
import { declinedConsent, expect, test } from '../fixtures';

/** Undo the fixture's presets once, so this session sees the real cookie banner and guarantee popup. */
async function keepDefaults(page: Page) {
  await page.addInitScript((declined) => {
    if (!sessionStorage.getItem('e2e-keep-defaults')) {
      sessionStorage.setItem('e2e-keep-defaults', '1');
      sessionStorage.removeItem('guaranteePopupShown');
      localStorage.setItem('cookieConsent', declined);
    }
  }, declinedConsent);
}

test('the home page shows hero, feature blocks and at most six premium cards linking to products', async ({
  page,
  t,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: t('home:hero.title') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('home:features.precision.title'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t('home:styles.volume.title'), exact: true })).toBeVisible();

  const cards = page.getByTestId('premium-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: t('home:premium.view') })).toHaveAttribute(
      'href',
      /^\/product\/[0-9a-f-]{36}$/,
    );
    expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  }
  await expect(page.locator('#contact')).toBeAttached();
});

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

test('the hero call to action leads to the catalogue', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('home:hero.cta') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:title') })).toBeVisible();
});

test('the guarantee popup appears after 5 s, closes with X and stays closed in the session', async ({
  page,
  t,
}) => {
  await keepDefaults(page);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: t('home:guarantee.title') });
  await page.waitForTimeout(3500);
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible({ timeout: 5000 });
  await popup.getByRole('button', { name: t('home:guarantee.close') }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('guaranteePopupShown'))).toBe('true');

  await page.reload();
  await expect(page.getByTestId('premium-card').first()).toBeVisible();
  await page.waitForTimeout(6000);
  await expect(popup).toBeHidden();
});

test('the guarantee popup closes on a backdrop click and its call to action opens the catalogue', async ({
  page,
  t,
}) => {
  await keepDefaults(page);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: t('home:guarantee.title') });
  await expect(popup).toBeVisible({ timeout: 9000 });
  await page.getByTestId('guarantee-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('guaranteePopupShown'))).toBe('true');

  // A new session (fresh page state) shows it again; its call to action goes to /indicators.
  await page.evaluate(() => sessionStorage.removeItem('guaranteePopupShown'));
  await page.reload();
  await expect(popup).toBeVisible({ timeout: 9000 });
  await popup.getByRole('link', { name: t('home:guarantee.cta') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
  expect(await page.evaluate(() => sessionStorage.getItem('guaranteePopupShown'))).toBe('true');
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
