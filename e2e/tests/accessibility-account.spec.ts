import { expectNoViolations } from '../axe';
import { expect, seedCart, signInAdminViaApi, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';
import { expectLargeTargets, expectReflow } from '../layout';
import { accountPages, adminTabs, desktop, mobile } from '../pages';
import { newAdmin, startEnrolmentThroughLink, totp } from '../two-factor';

/**
 * axe-core on the signed-in states, in both languages (the fr and en projects): the free checkout and its
 * progress, the success page, the profile's tabs (with their reflow and target sizes) and modals, every
 * back-office tab, and both two-factor pages (the admin's set-up and the sign-in's second step). Any violation
 * fails.
 */

/**
 * One buyer's account from its first purchase on: the free checkout and the success page, then each profile
 * tab opened directly (title, axe, reflow at 320 and 640 px, 24 px targets; the purchase fills the indicators
 * tab and the orders table, the widest content of these pages), then the profile's modals. One account and one
 * purchase for all: each part used to sign up and buy again in a test of its own.
 */
test('axe, reflow and targets: the free checkout, the success page, the profile tabs and modals', async ({
  page,
  t,
}) => {
  // Twelve full-page axe runs and reflow on three pages: the time-outs of the four tests it replaces together
  // (45 s, 45 s, 135 s and 45 s), which a machine at load 40 needs (180 s was not enough there).
  test.setTimeout(270_000);
  await signUpViaApi(page, { name: 'Ada Access' });
  await seedCart(page, ['vwap-lite']);
  await page.goto('/cart');
  await tickWithdrawalConsent(page);
  await page.getByTestId('checkout-button').click();
  await expect(page.getByTestId('free-checkout')).toBeVisible();
  await expectNoViolations(page, 'the free checkout');
  await page.getByTestId('free-checkout-confirm').click();
  // The progress is shown, but axe does not run on it: it lasts 3.6 s, and on a loaded machine an axe run
  // outlasts it and is cut by the navigation to the success page (a flake, twice in one run). Its markup is
  // checked by FreeCheckoutPage.test.tsx (its steps, announced in the page's status region).
  await expect(page.getByTestId('free-checkout-progress')).toBeVisible();
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('checkout-stay').click();
  await expectNoViolations(page, 'the success page');
  await page.setViewportSize(mobile);
  await expectNoViolations(page, 'the success page (mobile)');

  // Each tab opened directly: its title, a clean console (the fixture), axe, reflow and targets.
  for (const path of accountPages) {
    await page.setViewportSize(desktop);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(t('common:pageTitle', { title: t('account:profile.title') }));
    await expectNoViolations(page, path);
    await expectReflow(page, path);
    await expectLargeTargets(page, path);
  }

  await page.setViewportSize(desktop);
  await page.goto('/profile?tab=profile');
  await page.getByRole('button', { name: t('account:accountBlock.edit') }).click();
  await expect(page.getByTestId('edit-profile-modal')).toBeVisible();
  await expectNoViolations(page, 'the profile modal');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: t('account:billingBlock.update') }).click();
  await expect(page.getByTestId('billing-modal')).toBeVisible();
  await expectNoViolations(page, 'the billing modal');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: t('selfService:privacy.closeButton') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the close-account modal');
  await page.keyboard.press('Escape');

  await page.goto('/profile?tab=indicators');
  await page.getByTestId('get-licence').first().click();
  await expect(page.getByTestId('licence-modal')).toBeVisible();
  await page.getByTestId('licence-submit').click();
  await expectNoViolations(page, 'the licence modal with an error');
});

// Each tab opened directly: selected, a clean console (the fixture) and axe.
test('axe: every back-office tab', async ({ page, t }) => {
  // One full-page axe run per tab (nine): more than the default 45 s on a loaded machine.
  test.slow();
  await signInAdminViaApi(page);
  for (const tab of adminTabs) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole('tab', { name: t(`admin:tabs.${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoViolations(page, `the admin ${tab} tab`);
  }
});

test('axe: two-factor set-up, recovery codes, and the sign-in second step with an error', async ({
  page,
  t,
}) => {
  // Several full-page axe runs around an enrolment: more than the default 45 s on a loaded machine.
  test.slow();
  const admin = await newAdmin(page);
  const signIn = async () => {
    await page.goto('/login?redirect=%2Fadmin%3Ftab%3Dsecurity');
    await page.getByLabel(t('account:login.email')).fill(admin.email);
    await page.getByLabel(t('account:login.password')).fill(admin.password);
    await page.getByRole('button', { name: t('account:login.submit') }).click();
  };
  await signIn();
  await startEnrolmentThroughLink(page, t, admin.email, t('admin:security.start'));
  await expect(page.getByRole('img', { name: t('admin:security.qrAlt') })).toBeVisible();
  await expectNoViolations(page, 'the two-factor set-up');

  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await page.getByLabel(t('admin:security.code')).fill(await totp(secret));
  await page.getByRole('button', { name: t('admin:security.confirm') }).click();
  await expect(page.getByRole('list', { name: t('admin:security.codesLabel') })).toBeVisible();
  await expectNoViolations(page, 'the recovery codes');
  await page.getByRole('button', { name: t('admin:security.continue') }).click();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn();
  const code = page.getByLabel(t('account:loginTwoFactor.code'));
  await expect(code).toBeVisible();
  await expectNoViolations(page, 'the sign-in second step');
  await code.fill('000000');
  await page.getByRole('button', { name: t('account:loginTwoFactor.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('errors:twoFactor.invalidCode'));
  await expectNoViolations(page, 'the sign-in second step with an error');
});
