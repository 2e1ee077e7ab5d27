import { createProduct, expect, signInAdminViaApi, test } from '../fixtures';

/** A product of this test alone (the two language projects run side by side). */
const uniqueName = (language: string) =>
  `Zz Plan ${language} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

test('an admin sells a product with 12 months of updates: the form checks it, page, card, cart and JSON-LD say it', async ({
  page,
  t,
  language,
}) => {
  const admin = await signInAdminViaApi(page);
  const name = uniqueName(language);
  const product = await createProduct(page.request, admin.token, name, 49);

  // A new product has every update: its page says so.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('updates-plan')).toHaveText(t('catalog:updates.lifetime'));

  await page.goto('/admin?tab=products');
  await page.getByTestId('product-search').fill(name);
  await page.getByTestId(`product-row-${product.slug}`).getByTestId('action-edit').click();
  const form = page.getByTestId('product-form');
  await form.getByTestId('form-updates-plan').selectOption('months');
  await form.getByTestId('form-updates-months').fill('0');
  await form.getByTestId('form-save').click();
  await expect(form.getByText(t('errors:adminCatalog.updatesMonthsRange'))).toBeVisible();
  await form.getByTestId('form-updates-months').fill('12');
  await form.getByTestId('form-save').click();
  await expect(form.getByTestId('form-success')).toHaveText(t('admin:products.form.saved'));

  const wording = t('catalog:updates.months', { count: 12 });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('updates-plan')).toHaveText(wording);
  // The server-rendered JSON-LD stays valid JSON and carries the same words on its Offer.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productData = jsonLd
    .map((text) => JSON.parse(text) as { '@type'?: string; offers?: { description?: string } })
    .find((data) => data['@type'] === 'Product');
  expect(productData?.offers?.description).toBe(wording);

  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').getByTestId('updates-plan')).toHaveText(wording);

  await page.goto(`/indicators?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-card').getByTestId('updates-plan')).toHaveText(wording);
});
