import type { Page } from '@playwright/test';
import type { Language } from '@shop/i18n/language';
import { expect, openBeforeTheApp, test, translate } from '../fixtures';

/**
 * No click is lost: a control painted enabled acts on the first click, even one made at DOMContentLoaded,
 * before the app's code has arrived (boot.ts holds it, the app replays it once hydrated). A slow phone: the
 * CPU four times slower, a slow 4G link.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds the app's code (entry-client's chunk) until `release` is called, so the visitor's action surely comes
 * before it has arrived, however fast or loaded the machine.
 */
async function holdTheApp(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * How long the app may take to arrive, hydrate and act once released: on the emulated slow phone (a quarter of a
 * 2-core machine that CI shares with a second browser and the shop) that alone took over 10 s, Playwright's
 * default. These tests check that the click is not lost, not how fast it acts (bench/ measures that).
 */
const ARRIVAL = { timeout: 30_000 };

const appStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.interactive !== undefined);

/** /indicators with the app held, and its language switch clicked. */
async function clickLanguageSwitchBeforeTheApp(page: Page): Promise<{ release(): void }> {
  const app = await holdTheApp(page);
  await openBeforeTheApp(page, '/indicators');
  await page.getByTestId('language-switcher').click();
  return app;
}

async function expectCatalogueIn(page: Page, language: Language, options?: { timeout: number }) {
  await expect(
    page.getByRole('heading', { level: 1, name: translate(language, 'catalog:title') }),
  ).toBeVisible(options);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.beforeEach(async ({ page }) => {
  await slowPhone(page);
});

test('add to cart clicked before the app has arrived stores the line at once, then opens the cart', async ({
  page,
  t,
}) => {
  const app = await holdTheApp(page);
  await openBeforeTheApp(page, '/product/vwap-premium');
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  // Handled by the page's first script while the app is still held: the line stored, the visitor told.
  await expect(page.getByRole('status').filter({ hasText: t('catalog:product.addedEarly') })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).toHaveLength(1);
  expect(await appStarted(page)).toBe(false);
  app.release();
  await expect(page).toHaveURL(/\/cart$/, ARRIVAL);
  await expect(page.getByText(t('catalog:product.addedEarly'))).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0].qty).toBe(1);
});

test('the language switch clicked before the app has arrived opens its menu at once, and once', async ({
  page,
  language,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  const app = await clickLanguageSwitchBeforeTheApp(page);
  // Opened by the page's first script while the app is still held.
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitemradio', { checked: true })).toBeFocused();
  expect(await appStarted(page)).toBe(false);
  app.release();
  // Open, not opened and closed again: the click acted exactly once.
  await expect(page.getByRole('menu')).toBeVisible(ARRIVAL);
  await expect(page.getByTestId('language-switcher')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitemradio', { name: translate(language, `common:languages.${other}`) }).click();
  await expectCatalogueIn(page, other);
});

test('a language chosen before the app has arrived is said at once, and the app switches once hydrated', async ({
  page,
  language,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  const app = await clickLanguageSwitchBeforeTheApp(page);
  await page.getByRole('menuitemradio', { name: translate(language, `common:languages.${other}`) }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: translate(other, `common:languageSwitching.${other}`) });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  expect(await appStarted(page)).toBe(false);
  app.release();
  await expectCatalogueIn(page, other, ARRIVAL);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('menu')).toBeHidden();
});

test('a catalogue filter chosen before the app has arrived filters at once, then once for the app', async ({
  page,
  t,
}) => {
  const app = await holdTheApp(page);
  await openBeforeTheApp(page, '/indicators');
  const category = page.getByLabel(t('catalog:filters.category'));
  await category.selectOption('volume');
  const others = page.locator('[data-testid="product-card"]:not([data-category="volume"])');
  // Hidden by the page's first script while the app is still held; the count, which would be wrong, too.
  await expect(others.first()).toBeHidden();
  for (const card of await others.all()) await expect(card).toBeHidden();
  await expect(page.getByTestId('result-count')).toBeHidden();
  await expect(page.locator('[data-testid="product-card"][data-category="volume"]').first()).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  app.release();
  await expect(page).toHaveURL(/\?category=volume$/, ARRIVAL);
  await expect(category).toHaveValue('volume');
  const volume = (await (await page.request.get('/api/products?category=volume')).json()) as unknown[];
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(volume.length);
  await expect(others).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('a click on a part whose code is still loading acts once its code has arrived', async ({ page, t }) => {
  // The newsletter link's banner is a part of its own, hydrated once its chunk has come: held here.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/NewsletterStatusBanner-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?newsletter=confirmed');
  const banner = page.getByTestId('newsletter-status-banner');
  await banner.getByRole('button', { name: t('messaging:newsletter.dismiss') }).click();
  release();
  await expect(banner).toBeHidden(ARRIVAL);
  await expect(page).toHaveURL(/\/$/);
});
