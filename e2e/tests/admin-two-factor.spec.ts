import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newAdmin, startEnrolmentThroughLink, totp } from '../two-factor';

test('an admin enrols in two-factor sign-in and signs in again with a code, then with a recovery code', async ({
  page,
  t,
}) => {
  const admin = await newAdmin(page);
  const signInWithPassword = async () => {
    await page.goto('/login?redirect=%2Fadmin');
    await page.getByLabel(t('account:login.email')).fill(admin.email);
    await page.getByLabel(t('account:login.password')).fill(admin.password);
    await page.getByRole('button', { name: t('account:login.submit') }).click();
  };
  const signOut = async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: t('nav.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
  };
  const panel = page.getByRole('heading', { name: t('admin:shell.title') });

  await signInWithPassword();
  await expect(panel).toBeVisible();
  await page.getByRole('tab', { name: t('admin:tabs.security') }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(t('admin:security.statusOff'));
  await startEnrolmentThroughLink(page, t, admin.email, t('admin:security.start'));
  await expect(page.getByRole('img', { name: t('admin:security.qrAlt') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel(t('admin:security.code')).fill(await totp(secret));
  await page.getByRole('button', { name: t('admin:security.confirm') }).click();
  await expect(page.getByRole('heading', { name: t('admin:security.enabledTitle') })).toBeVisible();
  const codes = page.getByRole('list', { name: t('admin:security.codesLabel') }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: t('admin:security.continue') }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('10');

  // Next sign-in: the password is not enough any more.
  await signOut();
  await signInWithPassword();
  const code = page.getByLabel(t('account:loginTwoFactor.code'));
  await expect(code).toBeVisible();
  await expect(panel).toHaveCount(0);
  await code.fill('000000');
  await page.getByRole('button', { name: t('account:loginTwoFactor.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('errors:twoFactor.invalidCode'));
  // The enrolment code's step is used up: the app's next code is the one that signs in.
  await code.fill(await totp(secret, 1));
  await page.getByRole('button', { name: t('account:loginTwoFactor.submit') }).click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tab', { name: t('admin:tabs.dashboard') })).toBeVisible();

  // Without the phone: a recovery code, once.
  await signOut();
  await signInWithPassword();
  await code.fill(recoveryCode);
  await page.getByRole('button', { name: t('account:loginTwoFactor.submit') }).click();
  await expect(panel).toBeVisible();
  await page.getByRole('tab', { name: t('admin:tabs.security') }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('9');
});

test('where two-factor sign-in is compulsory, an admin without it is sent to enrol before the back-office', async ({
  page,
  t,
}) => {
  // The e2e server leaves ADMIN_REQUIRE_2FA off (see above); this journey plays the compulsory case by
  // adding what the server says under it to two answers (the sign-in's enrolment hint, the status's
  // `required`); everything else (setup, confirm, sessions) is the real server's. The server's own refusal
  // of admin routes is covered by the API tests and the authorisation matrix.
  const withPolicy = (extra: object) => async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...extra } });
  };
  await page.route('**/api/users/signin', withPolicy({ twoFactorEnrolmentRequired: true }));
  await page.route('**/api/users/two-factor', withPolicy({ required: true }));
  const admin = await newAdmin(page);
  // Signing in from the header's link (no way back to the back-office asked) still leads to enrolment.
  await page.goto('/login');
  await page.getByLabel(t('account:login.email')).fill(admin.email);
  await page.getByLabel(t('account:login.password')).fill(admin.password);
  await page.getByRole('button', { name: t('account:login.submit') }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(t('admin:security.required'))).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await startEnrolmentThroughLink(page, t, admin.email, t('admin:security.start'));
  await expect(page.getByText(t('admin:security.required'))).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await page.getByLabel(t('admin:security.code')).fill(await totp(secret));
  await page.getByRole('button', { name: t('admin:security.confirm') }).click();
  await expect(
    page.getByRole('list', { name: t('admin:security.codesLabel') }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: t('admin:security.continue') }).click();
  await expect(page.getByRole('tab', { name: t('admin:tabs.dashboard') })).toBeVisible();
  await page.getByRole('tab', { name: t('admin:tabs.security') }).click();
  await expect(page.getByText(t('admin:security.policyNote'))).toBeVisible();
  // A status refetch still in flight when the page closes must not fail the journey after its end.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
