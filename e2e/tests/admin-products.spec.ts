import { languages } from '@shop/i18n/language';
import { createProduct, expect, signInAdminViaApi, test } from '../fixtures';
import { ninjaTraderExport } from '../zips';

const uniqueName = (language: string) =>
  `Zz E2E ${language} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

test('an admin applies a bulk price change and sees it on the storefront', async ({ page, t, language }) => {
  const admin = await signInAdminViaApi(page);
  const name = uniqueName(language);
  const product = await createProduct(page.request, admin.token, name, 80);

  await page.goto('/admin?tab=products');
  await expect(page.getByTestId('stat-averageBasket')).toContainText(t('admin:products.stats.averageBasket'));
  await page.getByTestId('product-search').fill(name);
  const row = page.getByTestId(`product-row-${product.slug}`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid^="product-row-"]')).toHaveCount(1);

  await page.getByTestId('bulk-toggle').click();
  const apply = page.getByTestId('bulk-apply');
  await expect(apply).toBeDisabled();
  await page.getByTestId('quick-discount10').click();
  await expect(row.getByTestId('bulk-price')).toHaveValue('72.00');
  await expect(row.getByTestId('bulk-reason')).toHaveValue(t('admin:products.bulk.defaultReason'));
  await expect(page.getByTestId('bulk-count')).toHaveText(t('admin:products.bulk.staged', { count: 1 }));
  // A quick action leaves a product that already has a staged change alone.
  await row.getByTestId('bulk-price').fill('71.50');
  await page.getByTestId('quick-promo').click();
  await expect(row.getByTestId('bulk-price')).toHaveValue('71.50');

  await apply.click();
  await expect(page.getByTestId('bulk-panel')).toHaveCount(0);
  await expect(row.getByTestId('product-price')).toHaveText(/71[,.]50/);

  await row.getByTestId('action-history').click();
  const history = page.getByTestId('price-history-row');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(t('admin:products.bulk.defaultReason'));
  await expect(history).toContainText(/80[,.]00/);
  await page.keyboard.press('Escape');

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/71[,.]50/).first()).toBeVisible();
});

test('an admin changes one price, creates a product and uploads its zip', async ({ page, t, language }) => {
  const admin = await signInAdminViaApi(page);
  const existing = uniqueName(language);
  const product = await createProduct(page.request, admin.token, existing, 10);
  await page.goto('/admin?tab=products');
  await page.getByTestId('product-search').fill(existing);
  await page.getByTestId(`product-row-${product.slug}`).getByTestId('action-price').click();
  const save = page.getByTestId('price-save');
  await expect(save).toBeDisabled();
  await page.getByTestId('price-input').fill('-1');
  await expect(save).toBeDisabled();
  await page.getByTestId('price-input').fill('12.34');
  await save.click();
  await expect(page.getByTestId('price-modal')).toHaveCount(0);
  await expect(page.getByTestId(`product-row-${product.slug}`).getByTestId('product-price')).toHaveText(
    /12[,.]34/,
  );

  await page.getByTestId('product-create').click();
  const form = page.getByTestId('product-form');
  await page.getByTestId('form-save').click();
  await expect(form.getByText(t('errors:adminCatalog.nameRequired')).first()).toBeVisible();

  const created = uniqueName(language);
  for (const lang of languages) {
    await page.getByTestId(`form-name-${lang}`).fill(`${created} ${lang}`);
    await page.getByTestId(`form-description-${lang}`).fill(`Description ${lang}`);
  }
  await page.getByTestId('form-price').fill('29.90');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-success')).toHaveText(t('admin:products.form.created'));
  await expect(page.getByTestId('zip-current')).toHaveText(t('admin:products.form.zipNone'));

  // The smallest archive the shop takes: a NinjaTrader 8 export (Info.xml and the compiled assembly).
  const zip = ninjaTraderExport('Indicator');
  await page
    .getByTestId('zip-input')
    .setInputFiles({ name: 'indicator.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByTestId('files-success')).toBeVisible();
  await expect(page.getByTestId('zip-current')).toContainText('.zip');
});
