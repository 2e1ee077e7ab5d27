import { expectNoViolations } from '../axe';
import { expect, seedCart, signUpViaApi, test } from '../fixtures';
import { mobile } from '../pages';

/**
 * axe-core on the states a visitor meets beyond a page's first load (page-sweep.spec.ts checks each page
 * as it opens), in both languages; any violation fails. The signed-in pages, the checkout, the back-office
 * and two-factor sign-in are in accessibility-account.spec.ts. That the check fails on a violation is shown once,
 * in harness.spec.ts.
 */
test('axe: the cookie banner (link hovered), its settings and the guarantee popup', async ({ page, t }) => {
  // Four full-page axe runs and the popup's 5 s: more than the default 45 s on a loaded machine.
  test.slow();
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-keep-defaults')) return;
    sessionStorage.setItem('e2e-keep-defaults', '1');
    localStorage.removeItem('cookieConsent');
    // Held back while the banner is checked (a slow page could reach the popup's 15 s for unanswered banners).
    sessionStorage.setItem('guaranteePopupShown', 'true');
  });
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expectNoViolations(page, 'the cookie banner');
  // The policy link's hover colour must keep its contrast too.
  await banner.getByRole('link').hover();
  await expectNoViolations(page, 'the cookie banner with its link hovered');
  await banner.getByRole('button', { name: t('cookieBanner:customize') }).click();
  await expect(banner.getByTestId('cookie-settings')).toBeVisible();
  await expectNoViolations(page, 'the cookie settings');
  // The guarantee popup comes 5 s after the banner is answered.
  await page.evaluate(() => sessionStorage.removeItem('guaranteePopupShown'));
  await banner.getByRole('button', { name: t('cookieBanner:save') }).click();
  await expect(page.getByTestId('guarantee-backdrop')).toBeVisible({ timeout: 9000 });
  await expectNoViolations(page, 'the guarantee popup');
});

test('axe: the footer link to the cookie settings, hovered', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('cookie-settings-link').hover();
  await expectNoViolations(page, 'the cookie settings link hovered');
});

test('axe: the open language menu, user menu and mobile menu', async ({ page, t }) => {
  await signUpViaApi(page, { name: 'Mia Menus' });
  await page.goto('/indicators');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the language menu');
  await page.keyboard.press('Escape');

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the user menu');
  await page.keyboard.press('Escape');

  await page.setViewportSize(mobile);
  await page.getByRole('button', { name: t('header.openMenu') }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoViolations(page, 'the mobile menu');
});

test('axe: the cart with lines, at both widths', async ({ page }) => {
  await seedCart(page, ['vwap-lite', 'volume-profile-premium']);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expectNoViolations(page, 'the cart with lines');
  await page.setViewportSize(mobile);
  await expectNoViolations(page, 'the cart with lines (mobile)');
});

test('axe: form errors on sign-in and registration', async ({ page, t }) => {
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
