import { expect, test } from '../fixtures';

test('an unknown path shows the not-found page with working links', async ({ page, t }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('notFound.catalogue') }).click();
  await expect(page).toHaveURL(/\/indicators$/);
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/unknown-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'routeNotFound' });
});
