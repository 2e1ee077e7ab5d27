import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eAdmin, expect } from './fixtures';
import { matchFromOutbox } from './outbox';
import { createAccountViaApi } from './signup';

/**
 * A new admin of the calling journey alone (an account the shared admin promotes): the e2e server runs with
 * ADMIN_REQUIRE_2FA=false so the shared admin keeps signing in with its password, and enrolling this one in
 * two-factor sign-in never changes how the other journeys sign in.
 */
export async function newAdmin(page: Page) {
  const account = {
    name: 'Two Factor Admin',
    email: `twofa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`,
    password: 'two-factor-journey-pass-7',
  };
  const { _id } = await createAccountViaApi(page.request, account);
  const { token } = await (await page.request.post('/api/users/signin', { data: e2eAdmin })).json();
  const promoted = await page.request.put(`/api/admin/users/${_id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: account.name, email: account.email, isAdmin: true },
  });
  expect(promoted.ok()).toBeTruthy();
  return account;
}

/** The code an authenticator app would show, `steps` 30-second steps from now. */
export const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Starts a first enrolment as an admin does: the start button e-mails a link to the account's address
 * (a password alone never enrols an authenticator); the link reopens the back-office's security tab, and
 * the same button then shows the secret. `start` is the button's label.
 */
export async function startEnrolmentThroughLink(
  page: Page,
  t: (key: string, values?: Record<string, string>) => string,
  email: string,
  start: string,
) {
  await page.getByRole('button', { name: start }).click();
  await expect(page.getByTestId('two-factor-link-sent')).toHaveText(
    t('selfService:twoFactorEnrol.sent', { email }),
  );
  // The HTML part's link (`&amp;` between its parameters).
  const pattern = /https?:\/\/[^\s"<>]+\/admin\?tab=security&(?:amp;)?enrol=[\w.%-]+/;
  const [link] = await matchFromOutbox(email, pattern, 'a two-factor set-up link');
  await page.goto(link.replace('&amp;', '&'));
  await page.getByRole('button', { name: start }).click();
}
