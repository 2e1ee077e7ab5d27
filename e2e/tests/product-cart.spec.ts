import { expect, test, translate } from '../fixtures';

test('a product page shows its details and adds the chosen quantity to the cart', async ({ page, t }) => {
  await page.goto('/product/volume-profile-premium');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent()) ?? '';
  await expect(page.getByTestId('stock-status')).toHaveText(t('catalog:product.inStock'));
  await expect(page.getByText(t('catalog:product.compatibility'))).toBeVisible();
  await expect(page.getByTestId('long-description').getByRole('heading').first()).toBeVisible();
  // Several images: arrows and dots.
  await expect(page.getByRole('button', { name: t('catalog:product.next') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('catalog:product.goTo', { index: 2 }) })).toBeVisible();

  await page.getByLabel(t('catalog:product.quantity')).selectOption('2');
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name })).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);
  await expect(line.getByRole('combobox')).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText(t('cart:summary.items', { count: 2 }));
});

test('a legacy slug is replaced by the current one', async ({ page }) => {
  await page.goto('/product/vwap-avance');
  await expect(page).toHaveURL(/\/product\/vwap-premium$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/VWAP/);
});

test('a missing product shows an error and a way back', async ({ page, t, allowConsole }) => {
  // The page itself answers 404 (so search engines drop it), which Chromium reports on the console.
  allowConsole.push(/the server responded with a status of 404/);
  const answer = await page.goto('/product/no-such-product');
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('product-error').getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: t('catalog:product.back') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
});

test('the cart changes quantities, removes lines and survives a reload', async ({ page, t }) => {
  await page.goto('/product/risk-reward');
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/product/vwap-lite');
  const freeName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  const paidLine = page.getByTestId('cart-line').first();
  await paidLine.getByRole('combobox').selectOption('3');
  await expect(page.getByTestId('cart-count')).toHaveText(t('cart:summary.items', { count: 4 }));
  await expect(total).not.toHaveText(before ?? '');
  const tripled = await total.textContent();

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-line').first().getByRole('combobox')).toHaveValue('3');
  await expect(total).toHaveText(tripled ?? '');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  await page.getByRole('button', { name: t('cart:line.removeFor', { name: freeName }) }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page
    .getByTestId('cart-line')
    .getByRole('button', { name: t('cart:line.remove') })
    .click();
  await expect(page.getByRole('heading', { name: t('cart:empty.title') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: t('cart:empty.title') })).toBeVisible();
  await page.getByRole('link', { name: t('cart:empty.link') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
});

test('a server-rendered description is hydrated where the server wrote it; the other language’s is rendered in the browser', async ({
  page,
  language,
}) => {
  // The server's table, kept before any script runs: its Suspense boundary must adopt it, not replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverTable?: Element | null }).serverTable = document.querySelector(
        '[data-testid="long-description"] table',
      );
    });
  });
  await page.goto('/product/vwap-lite');
  const header = page.getByTestId('long-description').getByRole('columnheader').first();
  await expect(header).toHaveText(language === 'fr' ? 'Paramètre' : 'Setting');
  await page.waitForLoadState('networkidle');
  const adopted = () =>
    page.evaluate(() => (window as unknown as { serverTable?: Element | null }).serverTable?.isConnected);
  expect(await adopted()).toBe(true);

  const other = language === 'fr' ? 'en' : 'fr';
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: translate(other, `languages.${other}`) }).click();
  await expect(header).toHaveText(other === 'fr' ? 'Paramètre' : 'Setting');
});
