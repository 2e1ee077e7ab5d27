import type { APIRequestContext } from '@playwright/test';
import {
  buyFreeIndicatorViaApi,
  createProduct,
  expect,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from '../fixtures';

/** A product of this test alone (the two language projects run side by side). */
const uniqueName = (language: string) =>
  `Zz E2E ${language} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

/** The product form's edit, as the back-office sends it, with a new stock. */
async function setStock(request: APIRequestContext, token: string, name: string, countInStock: number) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`/api/admin/products?search=${encodeURIComponent(name)}`, { headers });
  const [product] = (await list.json()).products;
  const response = await request.put(`/api/admin/products/${product._id}`, {
    headers,
    data: {
      translations: product.translations,
      category: product.category,
      compatibility: product.compatibility,
      countInStock,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('an admin takes a product off sale: its page answers 404, the catalogue and a cart holding it drop it', async ({
  page,
  t,
  language,
  allowConsole,
}) => {
  // The off-sale product's page is a 404 document, which the browser reports.
  allowConsole.push(/status of 404/);
  const admin = await signInAdminViaApi(page);
  const name = uniqueName(language);
  const product = await createProduct(page.request, admin.token, name, 20);

  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto('/admin?tab=products');
  await page.getByTestId('product-search').fill(name);
  const row = page.getByTestId(`product-row-${product.slug}`);
  await row.getByRole('button', { name: t('admin:products.actions.unpublish') }).click();
  await expect(row.getByTestId('product-off-sale')).toHaveText(t('admin:products.publication.offSale'));
  await expect(row.getByRole('button', { name: t('admin:products.actions.publish') })).toBeVisible();

  expect((await page.goto(`/product/${product.slug}`))?.status()).toBe(404);
  await page.goto(`/indicators?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-removed')).toHaveText(t('cart:notices.removed', { name }));

  await page.goto('/admin?tab=products');
  await page.getByTestId('product-search').fill(name);
  await row.getByRole('button', { name: t('admin:products.actions.publish') }).click();
  await expect(row.getByTestId('product-off-sale')).toHaveCount(0);
  expect((await page.goto(`/product/${product.slug}`))?.status()).toBe(200);
});

test('stock 0 shows out of stock on the card and the product page, with add-to-cart disabled', async ({
  page,
  t,
  language,
}) => {
  const admin = await signInAdminViaApi(page);
  const name = uniqueName(language);
  const product = await createProduct(page.request, admin.token, name, 20);
  await setStock(page.request, admin.token, name, 0);

  await page.goto(`/indicators?search=${encodeURIComponent(name)}`);
  const card = page.getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('out-of-stock')).toHaveText(t('states.outOfStock'));

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('stock-status')).toHaveText(t('catalog:product.outOfStock'));
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled();

  await page.goto('/admin?tab=products');
  await page.getByTestId('product-search').fill(name);
  await expect(
    page.getByTestId(`product-row-${product.slug}`).getByTestId('product-out-of-stock'),
  ).toHaveText(t('admin:products.publication.outOfStock'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders tab keeps each order’s invoice button on screen', async ({ page, t }) => {
    const buyer = await signUpViaApi(page);
    await buyFreeIndicatorViaApi(page, buyer.token);
    await page.goto('/profile?tab=orders');
    const invoice = page.getByTestId('order-row').first().getByTestId('invoice-button');
    await expect(invoice).toHaveText(t('orders:history.pdf'));
    await expect(invoice).toBeInViewport({ ratio: 1 });
    await invoice.click();
    await expect(page.getByTestId('invoice-success')).toHaveText(t('orders:history.invoiceSuccess'));
  });
});
