import { expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';
import { adminTabs } from '../pages';

// The signed-in pages and redirects with a clean console (the shared fixture fails a test on any console
// warning or error); page-sweep.spec.ts opens each public page.
for (const [from, to] of [
  ['/legal/cookies', /\/cookies$/],
  ['/signin?redirect=/cart', /\/login\?redirect=%2Fcart$/],
  ['/settings', /\/login/],
  // Signed out, the free checkout sends to sign-in first.
  ['/checkout/free', /\/login/],
] as const) {
  test(`${from} redirects with a clean console`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}

test('the signed-in profile tabs load with a clean console', async ({ page, t }) => {
  await signUpViaApi(page);
  for (const tab of ['profile', 'indicators', 'orders']) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(t('common:pageTitle', { title: t('account:profile.title') }));
    await page.waitForLoadState('networkidle');
  }
});

test('every admin tab, opened directly, loads with a clean console', async ({ page, t }) => {
  await signInAdminViaApi(page);
  for (const tab of adminTabs) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole('tab', { name: t(`admin:tabs.${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.waitForLoadState('networkidle');
  }
});
