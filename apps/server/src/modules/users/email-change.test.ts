import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { enrol } from '../../../test/helpers/two-factor';
import { accountMails, linkIn, post, tokenOf, waitForAccountMails } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { mailQueue, users } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';
import { undoLink } from './email-change-undo';
import { AUTH_LIMITS } from './rate-limits';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], { MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
const profile = (token: string, payload: object, language = 'en', app = ctx.app, ip = '127.0.0.1') =>
  app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': language, ...bearer(token) },
  });
const verify = (token: string, language = 'en') =>
  post(ctx, '/api/users/email/verify', { token }, { 'accept-language': language });
const mailsTo = (to: string) => ctx.app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
/** A name no e-mail to an unproved address may carry: the relay of a spammer's text. */
const SPAM = 'Cheap pills at evil.example';

describe('changing the e-mail needs the current password', () => {
  it('refuses a new address without the password, or with a wrong one, in both languages, and sends nothing', async () => {
    const { user, token } = await createUser(ctx.app);
    const wanted = uniqueEmail('stolen-token');
    const missing = await profile(token, { name: user.name, email: wanted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'account.passwordRequiredForEmail',
      message: 'Enter your current password to change your e-mail address.',
    });
    const french = await profile(token, { name: user.name, email: wanted }, 'fr');
    expect(french.json().message).toBe('Saisissez votre mot de passe actuel pour changer d’adresse e-mail.');
    const wrong = await profile(token, { name: user.name, email: wanted, oldPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('account.oldPasswordWrong');

    expect((await me(token)).json().pendingEmail).toBeNull();
    expect(await mailsTo(wanted)).toHaveLength(0);
  });

  it('also needs, on an account with a second factor, a session that passed it', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { token } = await enrol(ctx.app, admin.token);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, admin.user.id));
    const withoutFactor = await ctx.app.tokens.sign({ userId: row!.id, tokenVersion: row!.tokenVersion });
    const body = { name: row!.name, email: uniqueEmail('admin-moved'), oldPassword: admin.password };
    const refused = await profile(withoutFactor, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('twoFactor.verificationRequired');
    expect((await profile(token, body)).statusCode).toBe(200);
  });
});

describe('a taken address answers like a free one', () => {
  it('answers alike, sends the free address a link without the caller name, and the owner of the taken one a notice', async () => {
    const owner = await createUser(ctx.app, { emailVerifiedAt: new Date(), language: 'en' });
    const [asker, other] = [await createUser(ctx.app), await createUser(ctx.app, { language: 'en' })];
    const free = uniqueEmail('free');
    const answers: Awaited<ReturnType<typeof profile>>[] = [];
    for (const [account, email] of [
      [asker, owner.user.email.toUpperCase()],
      [other, free],
    ] as const) {
      const answer = await profile(account.token, { name: SPAM, email, oldPassword: account.password });
      answers.push(answer);
    }
    // Everything but the account's own data is the same (name included: both typed it).
    const shape = (answer: (typeof answers)[number]) => {
      const { _id, email, pendingEmail, token, createdAt, ...rest } = answer.json();
      return { status: answer.statusCode, pending: typeof pendingEmail, rest };
    };
    expect(shape(answers[0]!)).toEqual(shape(answers[1]!));
    expect(answers[0]!.json().pendingEmail).toBe(owner.user.email);

    // The free address: its link, greeting nobody by the name the caller typed.
    const [verification] = await accountMails(ctx, free, 'verifyEmail');
    expect(verification!.textBody).not.toContain(SPAM);
    expect(verification!.htmlBody).not.toContain('evil.example');
    expect(verification!.textBody).toMatch(/^Hello,$/m);

    // The taken address: no link, a notice to its owner with nothing of the caller's.
    expect(await accountMails(ctx, owner.user.email, 'verifyEmail')).toHaveLength(0);
    const [notice] = await accountMails(ctx, owner.user.email, 'emailInUse');
    expect(notice!.subject).toBe('Someone asked to use your e-mail address');
    expect(notice!.textBody).toContain(`Hello ${owner.user.name},`);
    expect(notice!.textBody).not.toContain(SPAM);
    expect(notice!.textBody).not.toContain(asker.user.email);
    // "Resend" does not leak it either: the owner gets the notice again, never a link.
    await post(ctx, '/api/users/email/resend', {}, bearer(asker.token));
    expect(await accountMails(ctx, owner.user.email, 'emailInUse')).toHaveLength(2);
    expect(await accountMails(ctx, owner.user.email, 'verifyEmail')).toHaveLength(0);
  });

  it('greets by name only an address that proved it is the account’s (sign-up link, reset link)', async () => {
    const email = uniqueEmail('signup-relay');
    const signUp = await post(ctx, '/api/users/signup', {
      name: SPAM,
      email,
      password: 'a-long-test-password-1',
    });
    expect(signUp.statusCode).toBe(202);
    const [link] = await accountMails(ctx, email, 'confirmSignUp');
    expect(link!.textBody).not.toContain(SPAM);

    const unverified = await createUser(ctx.app, { name: SPAM });
    await post(ctx, '/api/users/password/forgot', { email: unverified.user.email });
    const [reset] = await waitForAccountMails(ctx, unverified.user.email, 'passwordReset');
    expect(reset!.textBody).not.toContain(SPAM);

    const verified = await createUser(ctx.app, { emailVerifiedAt: new Date(), language: 'en' });
    await post(ctx, '/api/users/password/forgot', { email: verified.user.email });
    const [theirs] = await waitForAccountMails(ctx, verified.user.email, 'passwordReset');
    expect(theirs!.textBody).toContain(`Hello ${verified.user.name},`);
  });
});

describe('limits', () => {
  it('limits e-mail changes per account and per IP, but not name changes', async () => {
    const limited = await createModuleTestApp([usersModule, sellerIdentityModule], {
      RATE_LIMIT_ENABLED: 'true',
      MAIL_WORKER_ENABLED: 'false',
    });
    try {
      const account = await createUser(limited.app);
      const change = (ip: string) =>
        profile(
          account.token,
          { name: 'N', email: uniqueEmail('flood'), oldPassword: account.password },
          'en',
          limited.app,
          ip,
        );
      const perAccount = [];
      for (let i = 0; i <= AUTH_LIMITS.credentialChangesPerAccount; i++)
        perAccount.push(await change(`10.40.0.${i}`));
      expect(perAccount.map((a) => a.statusCode)).toEqual([
        ...Array(AUTH_LIMITS.credentialChangesPerAccount).fill(200),
        429,
      ]);
      expect(perAccount.at(-1)!.json().code).toBe('rateLimited');
      const rename = await profile(
        account.token,
        { name: 'Renamed', email: account.user.email },
        'en',
        limited.app,
      );
      expect(rename.statusCode).toBe(200);

      // Many accounts behind one IP, made with one password hash (hashing each would only slow the test).
      const [stored] = await limited.app.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, account.user.id));
      const perIp = [];
      for (let i = 0; i <= AUTH_LIMITS.perIp; i++) {
        const [someone] = await limited.app.db
          .insert(users)
          .values({ name: 'N', email: uniqueEmail('spray-owner'), passwordHash: stored!.passwordHash })
          .returning();
        const token = await limited.app.tokens.sign({
          userId: someone!.id,
          tokenVersion: someone!.tokenVersion,
        });
        perIp.push(
          await profile(
            token,
            { name: 'N', email: uniqueEmail('spray'), oldPassword: account.password },
            'en',
            limited.app,
            '10.41.0.1',
          ),
        );
      }
      expect(perIp.map((a) => a.statusCode)).toEqual([...Array(AUTH_LIMITS.perIp).fill(200), 429]);
    } finally {
      await limited.close();
    }
  }, 90_000);
});

describe('the old address can undo the change for 7 days', () => {
  it('restores the old address, signs out every session and sends a reset link; the link then fails', async () => {
    const { user, token, password } = await createUser(ctx.app, {
      emailVerifiedAt: new Date(),
      language: 'en',
    });
    const taker = uniqueEmail('taker');
    await profile(token, { name: user.name, email: taker, oldPassword: password });
    const [verification] = await accountMails(ctx, taker, 'verifyEmail');
    expect((await verify(tokenOf(linkIn(verification!, '/verify-email')))).statusCode).toBe(200);
    const takerSession = (await post(ctx, '/api/users/signin', { email: taker, password })).json().token;

    const [notice] = await accountMails(ctx, user.email, 'emailChanged');
    expect(notice!.textBody).toContain('Undo this change');
    expect(notice!.textBody).toContain('7 days');
    const undo = tokenOf(linkIn(notice!, '/verify-email'));
    const done = await verify(undo, 'fr');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      email: user.email,
      emailChanged: true,
      message: expect.stringContaining(`l’adresse ${user.email}`),
    });
    expect((await me(takerSession)).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, pendingEmail: null });
    expect(row!.emailVerifiedAt).not.toBeNull();
    await waitForAccountMails(ctx, user.email, 'passwordReset');
    expect((await post(ctx, '/api/users/signin', { email: taker, password })).statusCode).toBe(401);

    const again = await verify(undo);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('account.undoLinkInvalid');
  });

  it('refuses an undo link older than 7 days', async () => {
    const { user } = await createUser(ctx.app);
    const old = new Date(Date.now() - 7 * 24 * 3600_000 - 60_000);
    const link = undoLink(
      ctx.app,
      { userId: user.id, oldEmail: 'before@example.test', newEmail: user.email },
      old,
    );
    const response = await verify(tokenOf(link));
    expect(response.statusCode).toBe(400);
    expect((await me((await createUser(ctx.app)).token)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });
});
