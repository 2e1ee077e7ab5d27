import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';

/**
 * axe-core on every page and every state a visitor meets, in both languages (the fr and en projects) and at
 * desktop and mobile width. Any violation fails, whatever its impact. The rule checking that an accessible
 * name contains the visible label is experimental in axe, so it is switched on explicitly.
 */
async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  // Colour transitions (hover, header on scroll) must have settled before contrast is measured.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

async function addToCart(page: Page, buttonName: string, slug: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
}

const mobile = { width: 390, height: 844 };

const publicPages = [
  '/',
  '/indicators',
  '/free',
  '/product/volume-profile-premium',
  '/product/vwap-lite',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=invalid',
  '/verify-email?token=invalid',
  '/ninjatrader',
  '/legal',
  '/privacy',
  '/terms',
  '/cookies',
  '/refund',
  '/about',
  '/faq',
  '/help',
  '/support',
  '/accessibility',
  '/no-such-page',
];

for (const viewport of ['desktop', 'mobile'] as const) {
  test(`every public page at ${viewport} width`, async ({ page }) => {
    test.setTimeout(120_000);
    if (viewport === 'mobile') await page.setViewportSize(mobile);
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page, `${path} (${viewport})`);
    }
  });
}

test('the cookie banner, its settings and the guarantee popup', async ({ page, t }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-keep-defaults')) return;
    sessionStorage.setItem('e2e-keep-defaults', '1');
    localStorage.removeItem('cookieConsent');
    sessionStorage.removeItem('guaranteePopupShown');
  });
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expectNoViolations(page, 'the cookie banner');
  await banner.getByRole('button', { name: t('cookieBanner.customize') }).click();
  await expect(banner.getByTestId('cookie-settings')).toBeVisible();
  await expectNoViolations(page, 'the cookie settings');
  // The guarantee popup waits until the banner is answered.
  await banner.getByRole('button', { name: t('cookieBanner.save') }).click();
  await expect(page.getByTestId('guarantee-backdrop')).toBeVisible({ timeout: 9000 });
  await expectNoViolations(page, 'the guarantee popup');
});

test('the open language menu and the open mobile menu', async ({ page, t }) => {
  await page.goto('/indicators');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the language menu');
  await page.keyboard.press('Escape');

  await page.setViewportSize(mobile);
  await page.getByRole('button', { name: t('header.openMenu') }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoViolations(page, 'the mobile menu');
});

test('the cart with lines, at both widths', async ({ page, t }) => {
  await addToCart(page, t('catalog:product.addToCart'), 'vwap-lite');
  await addToCart(page, t('catalog:product.addToCart'), 'volume-profile-premium');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expectNoViolations(page, 'the cart with lines');
  await page.setViewportSize(mobile);
  await expectNoViolations(page, 'the cart with lines (mobile)');
});

test('form errors on sign-in and registration', async ({ page, t }) => {
  await page.goto('/login');
  const login = page.getByTestId('login-form');
  await login.getByLabel(t('account:login.email')).fill('nobody@e2e.test');
  await login.getByLabel(t('account:login.password')).fill('not-the-password-at-all');
  await login.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'the sign-in form with an error');

  await page.goto('/register');
  await page
    .getByTestId('register-form')
    .getByRole('button', { name: t('account:register.submit') })
    .click();
  await expect(page.getByTestId('register-form').locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, 'the registration form with errors');
});

test('the profile, its modals, the free checkout and the success page', async ({ page, t }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, { name: 'Ada Access' });
  await addToCart(page, t('catalog:product.addToCart'), 'vwap-lite');
  await page.goto('/cart');
  await page.getByTestId('checkout-button').click();
  await expect(page.getByTestId('free-checkout')).toBeVisible();
  await expectNoViolations(page, 'the free checkout');
  await page.getByTestId('free-checkout-confirm').click();
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, 'the success page');

  for (const tab of ['profile', 'indicators', 'orders']) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, `the profile's ${tab} tab`);
  }

  await page.goto('/profile?tab=profile');
  await page.getByRole('button', { name: t('account:accountBlock.edit') }).click();
  await expect(page.getByTestId('edit-profile-modal')).toBeVisible();
  await expectNoViolations(page, 'the profile modal');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: t('account:billingBlock.update') }).click();
  await expect(page.getByTestId('billing-modal')).toBeVisible();
  await expectNoViolations(page, 'the billing modal');
  await page.keyboard.press('Escape');

  await page.goto('/profile?tab=indicators');
  await page.getByTestId('get-licence').first().click();
  await expect(page.getByTestId('licence-modal')).toBeVisible();
  await page.getByTestId('licence-submit').click();
  await expectNoViolations(page, 'the licence modal with an error');
});

test('every admin tab', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdminViaApi(page);
  await page.goto('/admin');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, `admin tab ${index + 1}`);
  }
});
