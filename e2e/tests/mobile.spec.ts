import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import { buyPaidIndicatorViaApi, expect, signUpViaApi, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The seeded paid product with the longest name: the hardest case for the fold. */
async function longestPaidProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products');
  const products = ((await response.json()) as Product[]).filter(
    (product) => product.price.amount > 0 && !product.name.startsWith('Zz'),
  );
  return products.sort((a, b) => b.name.length - a.name.length)[0]!;
}

test('on a phone the product page shows the price and add-to-cart without scrolling', async ({ page, t }) => {
  const product = await longestPaidProduct(page);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('product-price')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeInViewport({
    ratio: 1,
  });
});

test('on a phone each cart line total sits against the line’s right edge', async ({ page, t }) => {
  const product = await longestPaidProduct(page);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line').first();
  const total = line.getByTestId('line-total');
  await expect(total).toBeVisible();
  const [lineBox, totalBox] = [await line.boundingBox(), await total.boundingBox()];
  const padding = await line.evaluate((element) => {
    const style = getComputedStyle(element);
    return Number.parseFloat(style.paddingRight) + Number.parseFloat(style.borderRightWidth);
  });
  expect(Math.abs(totalBox!.x + totalBox!.width - (lineBox!.x + lineBox!.width - padding))).toBeLessThan(1);
  expect(await total.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right');
});

for (const path of ['/free', '/indicators']) {
  test(`on a phone the card images of ${path} are shown whole, not cropped`, async ({ page }) => {
    await page.goto(path);
    const images = page.locator('article[data-testid] img');
    await expect(images.first()).toBeVisible();
    const fits = await images.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).objectFit),
    );
    expect(fits.length).toBeGreaterThan(0);
    expect(new Set(fits)).toEqual(new Set(['contain']));
  });
}

test('on a phone the home page’s premium section lists paid products only', async ({ page, t }) => {
  await page.goto('/');
  const prices = page.getByTestId('premium-card').getByTestId('price');
  await expect(prices.first()).toBeVisible();
  for (const price of await prices.allTextContents()) {
    expect(price.trim()).not.toBe(t('common:states.free'));
  }
});

test('on a first visit the guarantee popup waits while the cookie banner has its turn', async ({
  page,
  t,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-keep-defaults')) return;
    sessionStorage.setItem('e2e-keep-defaults', '1');
    sessionStorage.removeItem('guaranteePopupShown');
    localStorage.removeItem('cookieConsent');
  });
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  const popup = page.getByRole('dialog', { name: t('home:guarantee.title') });
  await expect(banner).toBeVisible();
  // Time moves only when the test moves it; an unanswered banner keeps the screen for 15 s from the page's start.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 3000));
  const sinceStart = await page.evaluate(() => performance.now());
  await page.clock.fastForward(Math.max(0, Math.min(10_000, 14_000 - sinceStart)));
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();

  await banner.getByRole('button', { name: t('cookieBanner:decline') }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return popup.isVisible();
    })
    .toBe(true);
});

test('on a phone each order of the orders tab is a card: every field whole, the invoice button within reach', async ({
  page,
  t,
}) => {
  const buyer = await signUpViaApi(page);
  await buyPaidIndicatorViaApi(page, buyer.token);
  await page.goto('/profile?tab=orders');
  const row = page.getByTestId('order-row').first();
  await expect(row).toBeVisible();
  // Nothing to scroll sideways: the table is as wide as its frame.
  const frame = page.getByTestId('orders-tab').locator('table').locator('..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // Each field's name is written whole (the "Paid" header read "P…" under a pinned column).
  const paid = row.getByText(t('orders:history.columns.paid'), { exact: true });
  const invoice = row.getByTestId('invoice-button');
  for (const element of [paid, invoice]) {
    await element.scrollIntoViewIfNeeded();
    await expect(element).toBeInViewport({ ratio: 1 });
  }
  expect(await paid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
