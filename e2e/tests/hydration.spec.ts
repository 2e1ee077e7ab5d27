import { expect, signUpViaApi, test, translate } from '../fixtures';
import { keepServerHeading, serverHeadingAdopted } from '../server-render';

// Each public page's own hydration check is in page-sweep.spec.ts; these are the states around it. That a
// mismatch fails the test is shown once, in harness.spec.ts.
test('a page opened in the other language (?lang=) hydrates in that language', async ({ page, language }) => {
  const other = language === 'fr' ? 'en' : 'fr';
  await keepServerHeading(page);
  await page.goto(`/indicators?lang=${other}`);
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'catalog:title') }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverHeadingAdopted(page)).toBe(true);
});

test('a hydrated product page keeps the server-rendered description and adds to cart', async ({
  page,
  t,
}) => {
  // ServerMarkup finds the server's markup by the id React gives it (useId): a browser root whose tree differs
  // from the server's gives every id another value, and the description was rendered again by the Markdown
  // renderer, a chunk of its own, fetched for nothing.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await keepServerHeading(page);
  await page.goto('/product/vwap-premium');
  await page.waitForLoadState('networkidle');
  expect(await serverHeadingAdopted(page)).toBe(true);
  await expect(page.getByTestId('long-description')).not.toBeEmpty();
  expect(scripts.some((path) => path.includes('/ProductPage-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('/MarkdownText-'))).toEqual([]);
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('a stored cart and a signed-in header show after hydration without a mismatch', async ({ page, t }) => {
  const user = await signUpViaApi(page);
  await page.goto('/product/vwap-lite');
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await keepServerHeading(page);
  await page.goto('/indicators');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('user-menu')).toContainText(user.name);
  await page.waitForLoadState('networkidle');
  expect(await serverHeadingAdopted(page)).toBe(true);
});

test('a language stored before the cookie existed wins: rendered afresh, then served in it', async ({
  page,
  language,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  await page.addInitScript((stored) => {
    if (!document.cookie.includes('lang=')) localStorage.setItem('i18nextLng', stored);
  }, other);
  await page.goto('/indicators');
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'catalog:title') }),
  ).toBeVisible();
  // The browser mirrored its choice into the cookie: the next page arrives in that language and hydrates.
  await keepServerHeading(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await page.waitForLoadState('networkidle');
  expect(await serverHeadingAdopted(page)).toBe(true);
});
