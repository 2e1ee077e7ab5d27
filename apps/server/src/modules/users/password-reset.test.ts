import { signInChallengeSchema } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { codeStep, enrol, postJson, signedInUser, totpCode } from '../../../test/helpers/two-factor';
import { accountMails, linkIn, post, tokenOf, waitForAccountMails } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { passwordResetTokens, users } from '../../lib/db/schema';
import { dashboardModule } from '../dashboard';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';

/**
 * The account routes, the seller's identity in their e-mails, and an admin route a second factor guards
 * (dashboard).
 */
const composed = [usersModule, sellerIdentityModule, dashboardModule];

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

const forgot = (email: string, language = 'en') =>
  post(ctx, '/api/users/password/forgot', { email }, { 'accept-language': language });
const reset = (token: string, password: string) =>
  post(ctx, '/api/users/password/reset', { token, password });
const check = (token: string) => post(ctx, '/api/users/password/reset/check', { token });
const signIn = (email: string, password: string) => post(ctx, '/api/users/signin', { email, password });
const me = (token: string) =>
  ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

/** Asks for a link for a new account and reads it from the queued e-mail. */
async function resetLinkFor(language: Language = 'en') {
  const account = await createUser(ctx.app, { language });
  expect((await forgot(account.user.email)).statusCode).toBe(202);
  const [mail] = await waitForAccountMails(ctx, account.user.email, 'passwordReset');
  return { ...account, mail: mail!, token: tokenOf(linkIn(mail!, '/reset-password')) };
}

// The e-mail's language and link, the stored hash, the hour and the spending of other links are the
// service's tests (password-reset-service.test.ts); these are the routes' answers.
describe('forgot password', () => {
  it('answers an existing and an unknown address alike, and mails only the existing one', async () => {
    const { user } = await createUser(ctx.app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    const text = (address: string) => (address === user.email ? known : missing).json().message as string;
    expect(text(user.email).replace(user.email, '<email>')).toBe(text(unknown).replace(unknown, '<email>'));
    expect(known.json().success).toBe(true);
    expect(missing.json().success).toBe(true);

    await waitForAccountMails(ctx, user.email, 'passwordReset');
    expect(await accountMails(ctx, unknown, 'passwordReset')).toHaveLength(0);
  });

  it('refuses a malformed address with a translated message', async () => {
    const response = await forgot('not-an-email', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'account.emailInvalid',
      message: "L'adresse e-mail n'est pas valide.",
    });
  });
});

describe('reset password', () => {
  it('signs in with the new password, revokes older tokens and sends the notice; the link works once', async () => {
    const { user, token: oldSession, password, mail } = await resetLinkFor();
    const linkToken = tokenOf(linkIn(mail, '/reset-password'));
    const done = await reset(linkToken, 'a-brand-new-passphrase-7');
    expect(done.statusCode).toBe(200);
    const info = done.json();
    expect(info).toMatchObject({ _id: user.id, email: user.email, emailVerified: true });
    expect((await me(info.token)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await signIn(user.email, password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a-brand-new-passphrase-7')).statusCode).toBe(200);
    const [notice] = await accountMails(ctx, user.email, 'passwordChanged');
    expect(notice!.subject).toBe('Your password was changed');

    const again = await reset(linkToken, 'yet-another-passphrase-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'account.resetLinkInvalid' });
    expect(again.json().message).toContain('Ask for a new one');
  });

  it('tells a page whether its link still works, without spending it', async () => {
    const { token } = await resetLinkFor();
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).statusCode).toBe(200);
    const changed = await check(`${token.slice(0, -1)}${token.at(-1) === 'A' ? 'B' : 'A'}`);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('account.resetLinkInvalid');
    expect((await reset(token, 'a-brand-new-passphrase-7')).statusCode).toBe(200);
    const spent = await check(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().code).toBe('account.resetLinkInvalid');

    const expired = await resetLinkFor();
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, expired.user.id));
    expect((await check(expired.token)).statusCode).toBe(400);
    expect((await check('')).statusCode).toBe(400);
  });

  it('refuses a link with one character changed', async () => {
    const { token } = await resetLinkFor();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const response = await reset(`${token.slice(0, -1)}${last}`, 'a-brand-new-passphrase-7');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.resetLinkInvalid');
    expect((await reset(token, 'a-brand-new-passphrase-7')).statusCode).toBe(200);
  });

  it('applies the sign-up password rules and keeps the link usable after a refused password', async () => {
    const { token } = await resetLinkFor();
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('account.passwordTooShort');
    const common = await reset(token, 'password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('account.passwordTooCommon');
    expect((await reset(token, 'a-brand-new-passphrase-7')).statusCode).toBe(200);
  });

  it('gives nothing for a closed account', async () => {
    const { user, token } = await resetLinkFor();
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await reset(token, 'a-brand-new-passphrase-7')).json().code).toBe('account.resetLinkInvalid');
  });
});

describe('a password reset of a two-factor account', () => {
  it('answers the code step, not a session: the reset link never replaces the second factor', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { secret } = await enrol(ctx.app, admin.token);
    expect(
      (await postJson(ctx.app, '/api/users/password/forgot', { email: admin.user.email })).statusCode,
    ).toBe(202);
    const [mail] = await waitForAccountMails(ctx, admin.user.email, 'passwordReset');
    const reset = await postJson(ctx.app, '/api/users/password/reset', {
      token: tokenOf(linkIn(mail!, '/reset-password')),
      password: 'a-brand-new-passphrase-5',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).not.toHaveProperty('token');
    const { challengeToken } = signInChallengeSchema.parse(reset.json());

    const signedIn = await codeStep(ctx.app, challengeToken, await totpCode(secret, 1));
    expect(signedIn.statusCode).toBe(200);
    const dashboard = await ctx.app.inject({
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${signedInUser(signedIn.json()).token}` },
    });
    expect(dashboard.statusCode).toBe(200);
  });
});
