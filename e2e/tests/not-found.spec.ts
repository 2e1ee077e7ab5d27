import { expect, test } from '../fixtures';

test('an unknown path answers 404 with the not-found page, in the page language, with working links', async ({
  page,
  t,
  allowConsole,
}) => {
  // The browser reports the document's own 404, which is the point.
  allowConsole.push(/status of 404/);
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('notFound.catalogue') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
});

test('a product that does not exist answers 404; a page the browser renders answers 200', async ({
  page,
  allowConsole,
}) => {
  allowConsole.push(/status of 404/);
  expect((await page.goto('/product/does-not-exist'))?.status()).toBe(404);
  expect((await page.goto('/login'))?.status()).toBe(200);
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/unknown-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'routeNotFound' });
});
