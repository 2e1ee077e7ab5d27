import type { Page } from '@playwright/test';
import { expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';

/** The URLs of the scripts a page loads while `visit` runs. */
async function scriptsLoadedBy(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', onRequest);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return scripts;
}

test('a signed-out visitor is sent to sign in with /admin as the way back', async ({ page, t }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByText(t('admin:shell.title'))).toHaveCount(0);
});

test('a customer is turned away to the home page', async ({ page, t }) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('admin-panel')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('common:nav.admin'), exact: true })).toHaveCount(0);
});

test('an admin sees the Admin Panel header with their name and goes back to the site', async ({
  page,
  t,
}) => {
  const admin = await signInAdminViaApi(page);
  const storefront = await scriptsLoadedBy(page, () => page.goto('/'));
  expect(storefront.filter((url) => url.includes('AdminPage'))).toEqual([]);

  const back = await scriptsLoadedBy(page, async () => {
    await page
      .getByRole('link', { name: t('common:nav.admin') })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: t('admin:shell.title') })).toBeVisible();
  });
  expect(back.some((url) => url.includes('AdminPage'))).toBe(true);
  await expect(page.getByTestId('admin-user')).toHaveText(t('admin:shell.signedInAs', { name: admin.name }));

  await page.getByRole('link', { name: t('admin:shell.backToSite') }).click();
  await expect(page).toHaveURL(/\/$/);
});
