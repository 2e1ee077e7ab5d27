import type { Page } from '@playwright/test';
import { createProduct, expect, signInAdminViaApi, test } from '../fixtures';

/** Opens a product's form from the Products tab, found by its unique name. */
async function openProduct(page: Page, product: { slug: string }, name: string) {
  await page.getByTestId('product-search').fill(name);
  await page.getByTestId(`product-row-${product.slug}`).getByTestId('action-edit').click();
  const form = page.getByTestId('product-form');
  await expect(form.getByTestId('product-selling')).toBeVisible();
  return form;
}

test('an admin sets a bundle’s contents and an upgrade path with a window, and finds them kept', async ({
  page,
  t,
  language,
}) => {
  test.setTimeout(90_000);
  const admin = await signInAdminViaApi(page);
  // Fresh products, so no other spec's bundle or path is touched.
  const base = `Zz Selling ${language} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;
  const names = { bundle: `${base} Pack`, first: `${base} One`, second: `${base} Two`, lite: `${base} Lite` };
  const premiumName = `${base} Premium`;
  const bundle = await createProduct(page.request, admin.token, names.bundle, 90);
  await createProduct(page.request, admin.token, names.first, 40);
  await createProduct(page.request, admin.token, names.second, 50);
  const lite = await createProduct(page.request, admin.token, names.lite, 20);
  const premium = await createProduct(page.request, admin.token, premiumName, 60);
  const close = t('admin:shared.close');

  await page.goto('/admin?tab=products');
  let form = await openProduct(page, bundle, names.bundle);
  await form.getByTestId('selling-filter').fill(base);
  const bundleSection = form.getByTestId('bundle-section');
  await expect(bundleSection.getByRole('checkbox', { name: premiumName, exact: true })).toBeVisible();
  await expect(bundleSection.getByRole('checkbox', { name: names.bundle, exact: true })).toHaveCount(0);
  await bundleSection.getByRole('checkbox', { name: names.first, exact: true }).check();
  await bundleSection.getByRole('checkbox', { name: names.second, exact: true }).check();
  await form.getByTestId('bundle-save').click();
  await expect(form.getByTestId('bundle-success')).toHaveText(t('admin:productSelling.bundle.saved'));

  // A bundle on an upgrade path is refused: the server's translated message shows next to the section.
  const upgrades = form.getByTestId('upgrade-section');
  await form.getByTestId('upgrade-add').click();
  await upgrades.getByLabel(t('admin:productSelling.upgrades.target')).selectOption({ label: premiumName });
  await form.getByTestId('upgrade-save').click();
  await expect(upgrades.getByRole('alert')).toHaveText(t('errors:bundle.isUpgradeSide'));
  await form.getByRole('button', { name: close }).click();

  // Reopened: the two indicators are still ticked, and no path was kept.
  form = await openProduct(page, bundle, names.bundle);
  for (const name of [names.first, names.second])
    await expect(form.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(form.getByTestId('upgrade-row')).toHaveCount(0);
  await form.getByRole('button', { name: close }).click();

  // Lite → Premium within 30 days.
  form = await openProduct(page, lite, names.lite);
  await form.getByTestId('selling-filter').fill(base);
  await form.getByTestId('upgrade-add').click();
  const row = form.getByTestId('upgrade-row');
  await row.getByLabel(t('admin:productSelling.upgrades.target')).selectOption({ label: premiumName });
  await row.getByLabel(t('admin:productSelling.upgrades.withinDays')).fill('30');
  await form.getByTestId('upgrade-save').click();
  await expect(form.getByTestId('upgrade-success')).toHaveText(t('admin:productSelling.upgrades.saved'));
  await form.getByRole('button', { name: close }).click();

  form = await openProduct(page, lite, names.lite);
  const kept = form.getByTestId('upgrade-row');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByLabel(t('admin:productSelling.upgrades.target'))).toHaveValue(premium._id);
  await expect(kept.getByLabel(t('admin:productSelling.upgrades.withinDays'))).toHaveValue('30');
  await expect(form.getByTestId('bundle-section').getByRole('checkbox', { checked: true })).toHaveCount(0);

  // The storefront lists what the bundle contains.
  await page.goto(`/product/${bundle.slug}`);
  const contents = page.getByTestId('bundle-contents');
  await expect(contents.getByRole('heading')).toHaveText(t('catalog:bundle.title', { count: 2 }));
  for (const name of [names.first, names.second])
    await expect(contents.getByRole('link', { name, exact: true })).toBeVisible();
});
