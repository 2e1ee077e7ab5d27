import { signUpAnswerSchema, signUpConfirmAnswerSchema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { accountMails, linkIn, post, tokenOf, waitForAccountMails } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { pendingSignUps, users } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], { MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

const PASSWORD = 'a-sturdy-passphrase-42';
const signUp = (body: object, language = 'en') =>
  post(ctx, '/api/users/signup', body, { 'accept-language': language });
const confirm = (token: string, language = 'en') =>
  post(ctx, '/api/users/signup/confirm', { token }, { 'accept-language': language });
const accountsWith = (email: string) =>
  ctx.app.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
/** The token of the newest sign-up link e-mailed to `email`. */
const linkTokenTo = async (email: string) =>
  tokenOf(linkIn((await accountMails(ctx, email, 'confirmSignUp')).at(-1)!, '/confirm-signup'));
/** What a caller can see of an answer: status, body and headers (less the date and the request's own id). */
const seen = (response: Awaited<ReturnType<typeof signUp>>) => {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
};

describe('POST /api/users/signup', () => {
  it('answers a new address and one with an account exactly alike, in any case and with spaces', async () => {
    const { user: owner } = await createUser(ctx.app, { name: 'Owner', language: 'fr' });
    const before = (await accountsWith(owner.email))[0]!;
    const fresh = uniqueEmail('fresh');
    const answers = [
      await signUp({ name: 'New', email: fresh, password: PASSWORD }),
      await signUp({ name: 'Copy', email: owner.email, password: PASSWORD }),
      await signUp({ name: 'Copy', email: `${owner.email.toUpperCase()} `, password: PASSWORD }),
    ];
    expect(answers[0]!.statusCode).toBe(202);
    expect(signUpAnswerSchema.parse(answers[0]!.json())).toEqual({ status: 'checkEmail' });
    expect(answers[0]!.body).not.toMatch(/token/i);
    expect(seen(answers[1]!)).toEqual(seen(answers[0]!));
    expect(seen(answers[2]!)).toEqual(seen(answers[0]!));

    // The owner's account is as it was: no second account, no new name or password.
    expect(await accountsWith(owner.email)).toEqual([before]);
    // Nothing exists for the new address until its link is followed.
    expect(await accountsWith(fresh)).toEqual([]);
    expect(await accountMails(ctx, owner.email, 'confirmSignUp')).toEqual([]);
  });

  it("e-mails a new address its 24-hour link, in the request's language, greeting no name", async () => {
    const email = uniqueEmail('link');
    await signUp({ name: 'Zed <b>', email, password: PASSWORD }, 'fr');
    const [mail] = await accountMails(ctx, email, 'confirmSignUp');
    expect(mail!.subject).toBe('Confirmez la création de votre compte');
    expect(mail!.textBody).toContain('24 heures');
    expect(mail!.textBody).not.toContain('Zed');
    const [pending] = await ctx.app.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
    expect(pending!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(pending!.tokenHash).not.toContain(tokenOf(linkIn(mail!, '/confirm-signup')));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("tells the owner of a taken address, in the account's language, with a working reset link", async () => {
    const { user: owner } = await createUser(ctx.app, {
      language: 'en',
      emailVerifiedAt: new Date(),
      name: 'Olive',
    });
    await signUp({ name: 'Mallory Typed', email: owner.email.toUpperCase(), password: PASSWORD }, 'fr');
    const [notice] = await accountMails(ctx, owner.email, 'signUpExisting');
    expect(notice!.subject).toBe('You already have a Ninja Indicators account');
    expect(notice!.textBody).toContain('Hello Olive');
    expect(notice!.textBody).toMatch(/sign in at https?:\/\/\S+\/login/);
    expect(notice!.textBody).not.toContain('Mallory');

    const token = tokenOf(linkIn(notice!, '/reset-password'));
    const reset = await post(ctx, '/api/users/password/reset', { token, password: 'a-brand-new-passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ _id: owner.id });
    const signIn = await post(ctx, '/api/users/signin', {
      email: owner.email,
      password: 'a-brand-new-passphrase',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a redirect to another site, before anything is sent', async () => {
    const email = uniqueEmail('away');
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await signUp({ name: 'R', email, password: PASSWORD, redirect });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json()).toEqual({
        code: 'account.redirectInvalid',
        message: 'The page to go to next must be a page of the shop.',
        details: expect.any(Array),
      });
    }
    expect(await accountMails(ctx, email, 'confirmSignUp')).toEqual([]);
  });
});

describe('before the link is followed', () => {
  it('signing in answers the generic 401 of an unknown address, and forgot-password sends nothing', async () => {
    const email = uniqueEmail('early');
    await signUp({ name: 'Early', email, password: PASSWORD });
    const pending = await post(ctx, '/api/users/signin', { email, password: PASSWORD });
    const unknown = await post(ctx, '/api/users/signin', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual(unknown.json());

    const { user: control } = await createUser(ctx.app);
    expect((await post(ctx, '/api/users/password/forgot', { email })).statusCode).toBe(202);
    expect((await post(ctx, '/api/users/password/forgot', { email: control.email })).statusCode).toBe(202);
    // The work runs after the answer: once the real account's link is queued, the pending one's would be too.
    await waitForAccountMails(ctx, control.email, 'passwordReset');
    expect(await accountMails(ctx, email, 'passwordReset')).toEqual([]);
  });
});

describe('POST /api/users/signup/confirm', () => {
  it('creates the verified account once, signs it in and answers the redirect', async () => {
    const email = uniqueEmail('Confirmed');
    await signUp(
      { name: ' Alice ', email: ` ${email.toUpperCase()}`, password: PASSWORD, redirect: '/cart' },
      'fr',
    );
    const token = await linkTokenTo(email.toLowerCase());
    const response = await confirm(token);
    expect(response.statusCode).toBe(201);
    const answer = signUpConfirmAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      name: 'Alice',
      email: email.toLowerCase(),
      emailVerified: true,
      isAdmin: false,
      redirect: '/cart',
    });
    const me = await ctx.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(me.json()._id).toBe(answer._id);
    const [row] = await accountsWith(email);
    expect(row).toMatchObject({ language: 'fr', lastLoginAt: expect.any(Date) });
    expect(
      await ctx.app.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, row!.email)),
    ).toEqual([]);
    expect((await post(ctx, '/api/users/signin', { email, password: PASSWORD })).statusCode).toBe(200);

    // The link serves once.
    const again = await confirm(token, 'fr');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'account.signupLinkInvalid',
      message: 'Ce lien n’est pas valable ou a expiré. Inscrivez-vous à nouveau.',
    });
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it('answers no redirect when the sign-up named none', async () => {
    const email = uniqueEmail('plain');
    await signUp({ name: 'P', email, password: PASSWORD });
    expect((await confirm(await linkTokenTo(email))).json()).toMatchObject({ email, redirect: null });
  });

  it('refuses an expired, a forged and a replaced link with one key, creating nothing', async () => {
    const expiredEmail = uniqueEmail('expired');
    await signUp({ name: 'E', email: expiredEmail, password: PASSWORD });
    await ctx.app.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, expiredEmail));

    const replacedEmail = uniqueEmail('replaced');
    await signUp({ name: 'First', email: replacedEmail, password: PASSWORD });
    const first = await linkTokenTo(replacedEmail);
    await signUp({ name: 'Second', email: replacedEmail, password: PASSWORD });
    const second = await linkTokenTo(replacedEmail);
    expect(second).not.toBe(first);

    for (const bad of [await linkTokenTo(expiredEmail), 'forged-token', first]) {
      const response = await confirm(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('account.signupLinkInvalid');
    }
    expect(await accountsWith(expiredEmail)).toEqual([]);
    expect(await accountsWith(replacedEmail)).toEqual([]);
    // The newest link still works, with the newest sign-up's details.
    expect((await confirm(second)).json()).toMatchObject({ name: 'Second' });
  });

  it('refuses when the address got an account between the sign-up and the link: no second account', async () => {
    const email = uniqueEmail('raced');
    await signUp({ name: 'Late', email, password: PASSWORD });
    const token = await linkTokenTo(email);
    const { user: first } = await createUser(ctx.app, { email: email.toUpperCase() });
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.signupLinkInvalid');
    expect((await accountsWith(email)).map((row) => row.id)).toEqual([first.id]);
  });

  it('refuses an empty token with the missing-link key', async () => {
    const response = await confirm('');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.linkTokenMissing');
  });
});
