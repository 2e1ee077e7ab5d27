import { expect, signInAdminViaApi, test } from '../fixtures';

// start-server.mjs runs the shop on the payment sandbox (PAYMENT_SANDBOX=demo): every page must say so.
test('a demo shop says on every page, storefront and back-office, that no money is taken', async ({
  page,
  request,
  language,
  t,
}) => {
  const text = t('common:demoShop.ribbon');
  // In the server's HTML already, in the page's language: shown before (and without) the app's scripts.
  const html = await (await request.get(`/?lang=${language}`)).text();
  expect(html).toContain(`data-testid="demo-ribbon"`);
  expect(html).toContain(text);

  await page.goto('/');
  const ribbon = page.getByRole('complementary', { name: t('common:demoShop.label') });
  await expect(ribbon).toHaveText(text);
  await page.goto('/cart');
  await expect(ribbon).toHaveText(text);

  await signInAdminViaApi(page);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-panel')).toBeVisible();
  await expect(ribbon).toHaveText(text);
});
