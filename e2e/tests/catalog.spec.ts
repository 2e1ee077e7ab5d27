import { expect, test } from '../fixtures';

const prices = async (page: import('@playwright/test').Page) =>
  (
    await page
      .getByTestId('product-price')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-price')))
  ).map(Number);

test('the catalogue sorts by price both ways and by name', async ({ page, t }) => {
  await page.goto('/indicators');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const sort = page.getByLabel(t('catalog:filters.sort'));

  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! <= price);
    })
    .toBe(true);
  expect((await prices(page))[0]).toBe(0);

  await sort.selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! >= price);
    })
    .toBe(true);

  await sort.selectOption('name_desc');
  await expect(page).toHaveURL(/sort=name_desc/);
  await expect(sort.locator('option:checked')).toHaveText(t('catalog:sorts.name_desc'));
});
