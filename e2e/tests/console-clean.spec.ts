import { expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';
import { adminTabs } from '../pages';

// Every page of the shop, opened directly (the first load is where lazy routes and redirects warn), with
// the title its tab shows. The shared fixture fails the test on any console warning or error.
const publicPages: [path: string, titleKey: string][] = [
  ['/', 'home:pageTitle'],
  ['/indicators', 'catalog:title'],
  ['/free', 'catalog:free.title'],
  ['/cart', 'cart:title'],
  ['/ninjatrader', 'info:ninjatrader.title'],
  ['/legal', 'legal:legalNotice.title'],
  ['/privacy', 'legal:privacy.title'],
  ['/terms', 'legal:terms.title'],
  ['/cookies', 'legal:cookies.title'],
  ['/refund', 'legal:refund.title'],
  ['/about', 'legal:about.title'],
  ['/faq', 'legal:faq.title'],
  ['/help', 'legal:help.title'],
  ['/accessibility', 'legal:accessibility.title'],
  ['/support', 'legal:support.title'],
  ['/login', 'account:login.title'],
  ['/register', 'account:register.title'],
  ['/forgot-password', 'selfService:forgotPassword.title'],
  // Opened without the token of an e-mailed link: the page says the link is incomplete.
  ['/reset-password', 'selfService:resetPassword.title'],
  ['/verify-email', 'selfService:verifyEmail.title'],
  // Signed out, the free checkout sends to sign-in first.
  ['/checkout/free', 'account:login.title'],
  ['/no-such-page', 'common:notFound.title'],
];

for (const [path, titleKey] of publicPages) {
  test(`${path} has its own title and a clean console`, async ({ page, t, allowConsole }) => {
    // An unknown path answers 404 (not-found.spec.ts): the browser reports the document's own status.
    if (path === '/no-such-page') allowConsole.push(/status of 404/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(t('common:pageTitle', { title: t(titleKey) }));
    await page.waitForLoadState('networkidle');
  });
}

test('a product page is titled with the product name in the reader’s language', async ({ page, t }) => {
  await page.goto('/product/vwap-lite');
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page).toHaveTitle(t('common:pageTitle', { title: name }));
  await page.waitForLoadState('networkidle');
});

for (const [from, to] of [
  ['/legal/cookies', /\/cookies$/],
  ['/signin?redirect=/cart', /\/login\?redirect=%2Fcart$/],
  ['/settings', /\/login/],
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
