import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures';
import { linkFromOutbox } from '../outbox';
import { createAccountViaApi } from '../signup';

type T = (key: string, params?: Record<string, string | number>) => string;

async function signInThroughForm(page: Page, t: T, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel(t('account:login.email')).fill(email);
  await form.getByLabel(t('account:login.password')).fill(password);
  await form.getByRole('button', { name: t('account:login.submit') }).click();
}

test('a forgotten password: the e-mailed link sets a new one and signs in', async ({ page, t }) => {
  const email = `forgot-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const oldPassword = 'correct-horse-battery-9';
  await createAccountViaApi(page.request, { name: 'Fanny Forgets', email, password: oldPassword });

  await page.goto('/login');
  await page.getByRole('link', { name: t('selfService:forgotPassword.link') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(t('selfService:forgotPassword.email')).fill(email);
  await page.getByRole('button', { name: t('selfService:forgotPassword.submit') }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText(
    t('selfService:forgotPassword.sent', { email }),
  );

  const link = await linkFromOutbox(email, '/reset-password');
  await page.goto(link);
  await page
    .getByLabel(t('selfService:resetPassword.password'), { exact: true })
    .fill('a-fresh-passphrase-2026');
  await page.getByLabel(t('selfService:resetPassword.confirmPassword')).fill('a-fresh-passphrase-2026');
  await page.getByRole('button', { name: t('selfService:resetPassword.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // The link served once: opened again, it says so on arrival (no form to fill in) and offers a new one.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-invalid').getByRole('alert')).toHaveText(
    t('errors:account.resetLinkInvalid'),
  );
  await expect(page.getByRole('link', { name: t('selfService:resetPassword.askAgain') })).toBeVisible();
  await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
  const old = await page.request.post('/api/users/signin', { data: { email, password: oldPassword } });
  expect(old.status()).toBe(401);
});

test('a customer downloads their data as a JSON file', async ({ page, t }) => {
  const user = await signUpViaApi(page, { name: 'Dora Data' });
  await page.goto('/profile');
  // The sign-up's link proved the address: no banner asks to verify it.
  await expect(page.getByRole('button', { name: t('selfService:privacy.exportButton') })).toBeVisible();
  await expect(page.getByTestId('email-status-banner')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('selfService:privacy.exportButton') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ninja-indicators-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ id: user._id, name: 'Dora Data', email: user.email });
  expect(data.orders).toEqual([]);
  await expect(page.getByText(t('selfService:privacy.exportDone'))).toBeVisible();
});

test('a customer closes the account and cannot sign in again', async ({ page, t }) => {
  const user = await signUpViaApi(page, { name: 'Cleo Closes' });
  await page.goto('/profile');
  await page.getByRole('button', { name: t('selfService:privacy.closeButton') }).click();
  const modal = page.getByTestId('close-account-modal');
  await modal.getByLabel(t('selfService:closeAccount.password')).fill(user.password);
  await modal.getByRole('button', { name: t('selfService:closeAccount.submit') }).click();
  await expect(modal.getByRole('alert')).toHaveText(t('errors:account.deleteConfirmRequired'));
  await modal.getByLabel(t('selfService:closeAccount.confirm')).check();
  await modal.getByRole('button', { name: t('selfService:closeAccount.submit') }).click();

  await expect(page).toHaveURL(/\/login\?account=closed$/);
  await expect(page.getByTestId('account-closed')).toHaveText(t('selfService:closeAccount.closed'));
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await signInThroughForm(page, t, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(t('errors:account.invalidCredentials'));
});

test('sign out everywhere ends this session and every other one', async ({ page, t }) => {
  const user = await signUpViaApi(page, { name: 'Sam Sessions' });
  const other = await page.request.post('/api/users/signin', {
    data: { email: user.email, password: user.password },
  });
  const otherToken = (await other.json()).token as string;
  await page.goto('/profile');
  await page.getByRole('button', { name: t('selfService:privacy.signOutButton') }).click();
  await page
    .getByTestId('confirm-dialog')
    .getByRole('button', { name: t('selfService:signOutEverywhere.confirm') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  for (const token of [user.token, otherToken]) {
    const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  }
});
