import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { linkFromOutbox, matchFromOutbox } from '../outbox';
import { createAccountViaApi } from '../signup';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

/**
 * Signs up through the API and stores the session once per tab (the shared helper re-stores it on every
 * page load, which would bring back a revoked token after a password change or a sign-out).
 */
async function signUpOnce(page: Page, name: string) {
  const email = uniqueEmail('account');
  const password = 'correct-horse-battery-9';
  const user = await createAccountViaApi(page.request, { name, email, password });
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-account-stored')) return;
    sessionStorage.setItem('e2e-account-stored', '1');
    localStorage.setItem('userInfo', stored);
  }, JSON.stringify(user));
  return { ...user, password } as { email: string; token: string; password: string };
}

async function signInThroughForm(page: Page, t: (key: string) => string, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel(t('account:login.email')).fill(email);
  await form.getByLabel(t('account:login.password')).fill(password);
  await form.getByRole('button', { name: t('account:login.submit') }).click();
}

async function signOutFromProfile(page: Page, t: (key: string) => string) {
  await page.goto('/profile');
  await page.getByRole('button', { name: t('account:profile.signOut'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
}

test('register, follow the e-mailed link to the cart signed in, sign out, then sign in through /login?redirect=cart', async ({
  page,
  t,
}) => {
  const email = uniqueEmail('register');
  const password = 'my-first-long-passphrase';
  await page.goto('/login?redirect=cart');
  await page.getByRole('link', { name: t('account:login.registerLink') }).click();
  await expect(page).toHaveURL(/\/register\?redirect=cart$/);

  const form = page.getByTestId('register-form');
  await form.getByLabel(t('account:register.name')).fill('Claire Register');
  await form.getByLabel(t('account:register.email')).fill(email);
  await form.getByLabel(t('account:register.password'), { exact: true }).fill(password);
  await form.getByLabel(t('account:register.confirmPassword')).fill('something-else-entirely');
  await form.getByRole('button', { name: t('account:register.submit') }).click();
  await expect(form.getByText(t('errors:account.passwordMismatch'))).toBeVisible();

  await form.getByLabel(t('account:register.password'), { exact: true }).fill('short');
  await form.getByLabel(t('account:register.confirmPassword')).fill('short');
  await form.getByRole('button', { name: t('account:register.submit') }).click();
  await expect(form.getByText(t('errors:account.passwordTooShort'))).toBeVisible();

  await form.getByLabel(t('account:register.password'), { exact: true }).fill(password);
  await form.getByLabel(t('account:register.confirmPassword')).fill(password);
  await form.getByRole('button', { name: t('account:register.submit') }).click();
  // Nothing exists yet: the page says where the link went, and nobody is signed in.
  await expect(page.getByTestId('register-check-email')).toContainText(
    t('account:register.checkEmail', { email, hours: '24' }),
  );
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  // The e-mailed link creates the account, signs in and goes where the sign-up started from.
  await page.goto(await linkFromOutbox(email, '/confirm-signup'));
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/profile');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await signOutFromProfile(page, t);

  await page.goto('/login?redirect=cart');
  await signInThroughForm(page, t, email, 'a-wrong-password-here');
  await expect(page.getByRole('alert')).toHaveText(t('errors:account.invalidCredentials'));
  await signInThroughForm(page, t, email.toUpperCase(), password);
  await expect(page).toHaveURL(/\/cart$/);

  // A signed-in visitor of /login goes straight to the target.
  await page.goto('/login?redirect=/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('edit the profile with a password change, then sign in with the new password', async ({ page, t }) => {
  const account = await signUpOnce(page, 'Paul Profile');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/profile\?tab=profile$/);
  await expect(page.getByTestId('account-name')).toHaveText('Paul Profile');

  await page.getByRole('button', { name: t('account:accountBlock.edit') }).click();
  const modal = page.getByTestId('edit-profile-modal');
  await modal.getByLabel(t('account:editProfile.name')).fill('Paul Renamed');
  await modal
    .getByLabel(t('account:editProfile.newPassword'), { exact: true })
    .fill('my-new-long-passphrase');
  await modal.getByLabel(t('account:editProfile.confirmPassword')).fill('my-new-long-passphrase');
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  await expect(modal.getByText(t('errors:account.oldPasswordRequired'))).toBeVisible();

  await modal.getByLabel(t('account:editProfile.oldPassword'), { exact: true }).fill('not-my-old-password');
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  await expect(modal.getByRole('alert')).toHaveText(t('errors:account.oldPasswordWrong'));

  await modal.getByLabel(t('account:editProfile.oldPassword'), { exact: true }).fill(account.password);
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  // Its 1.5 s confirmation is read by ProfilePage.test.tsx: a loaded browser can miss so short a window.
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-name')).toHaveText('Paul Renamed');
  // The old token was revoked; the page works with the new one the answer carried.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
  expect(stored.token).not.toBe(account.token);
  expect(
    (
      await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${account.token}` } })
    ).status(),
  ).toBe(401);

  await signOutFromProfile(page, t);
  await signInThroughForm(page, t, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(t('errors:account.invalidCredentials'));
  await signInThroughForm(page, t, account.email, 'my-new-long-passphrase');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByTestId('account-name')).toHaveText('Paul Renamed');
});

test('a new e-mail address needs the current password, waits for its link, then the account switches; the old address can undo it', async ({
  page,
  t,
}) => {
  const account = await signUpOnce(page, 'Emma Email');
  const newEmail = uniqueEmail('changed');
  await page.goto('/profile');
  await page.getByRole('button', { name: t('account:accountBlock.edit') }).click();
  const modal = page.getByTestId('edit-profile-modal');
  await modal.getByLabel(t('account:editProfile.email')).fill(newEmail);
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  await expect(modal.getByText(t('errors:account.passwordRequiredForEmail'))).toBeVisible();
  const current = modal.getByLabel(t('account:editProfile.oldPassword'), { exact: true });
  await current.fill('not-my-password-at-all');
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  await expect(modal.getByRole('alert')).toHaveText(t('errors:account.oldPasswordWrong'));
  await current.fill(account.password);
  await modal.getByRole('button', { name: t('account:editProfile.save') }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await expect(page.getByTestId('email-status-banner')).toContainText(
    t('selfService:banner.pending', { email: newEmail }),
  );

  await page.goto(await linkFromOutbox(newEmail, '/verify-email'));
  await expect(page.getByTestId('verify-email-done')).toHaveText(
    t('selfService:verifyEmail.changed', { email: newEmail }),
  );
  // Every session was opened with the old address: this one is closed, and the new address signs in.
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await page
    .getByRole('main')
    .getByRole('link', { name: t('selfService:verifyEmail.toLogin') })
    .click();
  await signInThroughForm(page, t, newEmail, account.password);
  await expect(page).toHaveURL(/\/$/);

  // The old address was told, with a link that undoes the change: address back, sessions closed, and a
  // link to choose a new password on its way.
  // The notice's button (in the account's language), not the sign-up link that went to the same address.
  const undo =
    /href="(https?:\/\/[^"]+\/verify-email\?token=[\w.-]+)"[^>]*>(?:Undo this change|Annuler ce changement)</;
  await page.goto((await matchFromOutbox(account.email, undo, 'the undo link'))[1]!);
  await expect(page.getByTestId('verify-email-done')).toHaveText(
    t('selfService:verifyEmail.undone', { email: account.email }),
  );
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await linkFromOutbox(account.email, '/reset-password');
  await page.goto('/login');
  await signInThroughForm(page, t, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
});

test('update the billing details', async ({ page, t }) => {
  await signUpOnce(page, 'Bill Billing');
  await page.goto('/profile?tab=profile');
  await expect(page.getByTestId('billing-city-value')).toHaveText(t('account:billingBlock.notProvided'));

  await page.getByRole('button', { name: t('account:billingBlock.update') }).click();
  const modal = page.getByTestId('billing-modal');
  await modal.getByLabel(t('account:billingForm.name')).fill('Bill Trading SARL');
  await modal.getByLabel(t('account:billingForm.address')).fill('10 avenue des Champs');
  await modal.getByLabel(t('account:billingForm.zip')).fill('69001');
  await modal.getByLabel(t('account:billingForm.city')).fill('Lyon');
  await modal.getByLabel(t('account:billingForm.country')).selectOption('FR');
  // The VAT number belongs to a company: the box shows the company's fields.
  await expect(modal.getByLabel(t('account:billingForm.vat'))).toBeHidden();
  await modal.getByLabel(t('account:billingForm.asCompany')).check();
  await modal.getByRole('button', { name: t('account:billingForm.save') }).click();
  await expect(modal.getByText(t('errors:account.billing.companyRequired'))).toBeVisible();
  await modal.getByLabel(t('account:billingForm.company')).fill('Bill Trading SARL');
  await modal.getByLabel(t('account:billingForm.vat')).fill('DE123456789');
  await modal.getByRole('button', { name: t('account:billingForm.save') }).click();
  await expect(modal.getByText(t('errors:account.billing.vatCountryMismatch'))).toBeVisible();

  await modal.getByLabel(t('account:billingForm.vat')).fill('FR 40 303265045');
  await modal.getByRole('button', { name: t('account:billingForm.save') }).click();
  await expect(modal.getByText(t('account:billingForm.success'))).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('billing-name-value')).toHaveText('Bill Trading SARL');
  await expect(page.getByTestId('billing-city-value')).toHaveText('Lyon');
  await expect(page.getByTestId('billing-vat-value')).toHaveText('FR40303265045');
  await expect(page.getByTestId('billing-company-value')).toHaveText('Bill Trading SARL');

  // Kept after a reload: stored by the server, merged into userInfo.
  await page.reload();
  await expect(page.getByTestId('billing-zip-value')).toHaveText('69001');
});

test('an invalid stored token sends the visitor to /login cleanly', async ({ page, t }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('bogus-set')) {
      sessionStorage.setItem('bogus-set', '1');
      localStorage.setItem(
        'userInfo',
        JSON.stringify({
          _id: '0190a8a0-0000-7000-8000-000000000000',
          name: 'Ghost',
          email: 'g@e2e.test',
          isAdmin: false,
          token: 'bogus.token.value',
        }),
      );
    }
  });
  await page.goto('/profile?tab=profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await expect(page.getByRole('heading', { name: t('account:login.title') })).toBeVisible();
});

test('a signed-out visitor of /profile signs in and comes back; session_mismatch is explained', async ({
  page,
  t,
  request,
}) => {
  const email = uniqueEmail('back');
  const password = 'coming-back-passphrase';
  await createAccountViaApi(request, { name: 'Back', email, password });

  await page.goto('/profile?tab=profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await signInThroughForm(page, t, email, password);
  await expect(page).toHaveURL(/\/profile\?tab=profile$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await page.goto('/profile?newpurchase=true');
  await expect(page.getByTestId('new-purchase-banner')).toContainText(t('account:profile.newPurchase.title'));

  await signOutFromProfile(page, t);
  await page.goto('/login?error=session_mismatch');
  await expect(page.getByTestId('session-mismatch')).toHaveText(t('account:login.sessionMismatch'));
});
