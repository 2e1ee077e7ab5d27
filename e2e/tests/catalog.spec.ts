import { expect, test } from '../fixtures';

const prices = async (page: import('@playwright/test').Page) =>
  (
    await page
      .getByTestId('product-price')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-price')))
  ).map(Number);

test('the catalogue filters by category and keeps the filter in the URL', async ({ page, t }) => {
  await page.goto('/indicators');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(8);

  await page.getByLabel(t('catalog:filters.category')).selectOption('volume');
  await expect(page).toHaveURL(/category=volume/);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  const categories = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-category')));
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['volume']));
  await expect(cards.first().getByText(t('catalog:categories.volume'), { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(t('catalog:filters.category'))).toHaveValue('volume');
  // Other journeys add volume products meanwhile (the e2e shop is shared): the filter is what must hold.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(categories.length);
  const afterReload = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-category')));
  expect(new Set(afterReload)).toEqual(new Set(['volume']));

  await page.getByLabel(t('catalog:filters.category')).selectOption('');
  await expect(page).not.toHaveURL(/category=/);
  await expect.poll(() => cards.count()).toBe(all);
});

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

test('the catalogue searches by text and shows the empty state when nothing matches', async ({ page, t }) => {
  await page.goto('/indicators');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const search = page.getByLabel(t('catalog:filters.search'));

  await search.fill('VWAP');
  await expect(page).toHaveURL(/search=VWAP/);
  await expect.poll(() => cards.count()).toBe(2);
  for (const name of await page.getByTestId('product-name').allTextContents()) expect(name).toMatch(/vwap/i);

  await search.fill('zzz-no-such-indicator');
  await expect(page.getByTestId('empty-products')).toHaveText(t('catalog:empty'));
  await expect(cards).toHaveCount(0);
});

test('catalogue cards show up to three features, a price or free, and a view button', async ({ page, t }) => {
  await page.goto('/indicators?sort=price_asc');
  const first = page.getByTestId('product-card').first();
  await expect(first.getByTestId('product-price')).toHaveText(t('catalog:card.free'));
  expect(await first.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await first.getByRole('link', { name: new RegExp(`^${t('catalog:card.view')}`) }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
});

test('the free page lists only free indicators with their count', async ({ page, t }) => {
  await page.goto('/free');
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:free.title') })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('free-count')).toHaveText(t('catalog:free.count', { count }));
  await expect(page.getByTestId('product-price')).toHaveText(Array(count).fill(t('catalog:card.free')));
  // No partner widget is configured in this build, so nothing third-party is loaded.
  await expect(page.getByTestId('partner-widget')).toHaveCount(0);
});
