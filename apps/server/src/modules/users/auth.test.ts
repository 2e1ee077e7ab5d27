import { userInfoSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { signUpThroughLink } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule]);
});
afterAll(() => ctx.close());

const PASSWORD = 'a-sturdy-passphrase-42';

const post = (url: string, payload: unknown, language = 'en', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': language, ...headers },
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

async function signUp(overrides: Record<string, string> = {}, language = 'en') {
  const body = { name: 'Alice Trader', email: uniqueEmail('auth'), password: PASSWORD, ...overrides };
  const info = await signUpThroughLink(ctx, body, { 'accept-language': language });
  return { ...info, password: body.password };
}

describe('POST /api/users/signup', () => {
  it('creates the account through its link, normalises the e-mail, stores the language and answers the user info', async () => {
    const email = uniqueEmail('Mixed.Case');
    const info = await signUp({ name: '  Alice  ', email: `  ${email.toUpperCase()} ` }, 'en-GB,en;q=0.8');
    expect(info).toMatchObject({
      name: 'Alice',
      email: email.toLowerCase(),
      isAdmin: false,
      billingName: null,
      billingAddress: null,
      billingZip: null,
      billingCity: null,
      billingCountry: null,
      billingVAT: null,
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, info._id));
    expect(row!.language).toBe('en');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect((await me(info.token)).json()._id).toBe(info._id);
  });

  it('stores French when the browser asks for French or another language', async () => {
    const info = await signUp({ name: 'B' }, 'de-DE');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, info._id));
    expect(row!.language).toBe('fr');
  });

  it.each([
    [{ name: '', email: 'x@example.test', password: PASSWORD }, 'account.nameRequired', 'Name is required.'],
    [
      { name: 'X', email: 'not-an-email', password: PASSWORD },
      'account.emailInvalid',
      'The e-mail address is not valid.',
    ],
    [{ name: 'X', email: '', password: PASSWORD }, 'account.emailRequired', 'E-mail address is required.'],
    [
      { name: 'X', email: 'x@example.test', password: 'short-pw-11' },
      'account.passwordTooShort',
      'The password must be at least 12 characters long.',
    ],
    [
      { name: 'X', email: 'x@example.test', password: 'p'.repeat(129) },
      'account.passwordTooLong',
      'The password cannot be longer than 128 characters.',
    ],
    [
      { name: 'X', email: 'x@example.test', password: 'Password1234' },
      'account.passwordTooCommon',
      'This password is too common. Choose one that is harder to guess.',
    ],
  ])('refuses %j with %s', async (body, code, message) => {
    const response = await post('/api/users/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('translates validation messages into French', async () => {
    const response = await post(
      '/api/users/signup',
      { name: 'X', email: 'x@example.test', password: 'court' },
      'fr',
    );
    expect(response.json()).toMatchObject({
      code: 'account.passwordTooShort',
      message: 'Le mot de passe doit contenir au moins 12 caractères.',
    });
  });
});

describe('POST /api/users/signin', () => {
  it('signs in with the e-mail in any case and answers a working token', async () => {
    const account = await signUp();
    const response = await post('/api/users/signin', {
      email: ` ${account.email.toUpperCase()}`,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info._id).toBe(account._id);
    expect((await me(info.token)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const account = await signUp();
    const wrongPassword = await post('/api/users/signin', {
      email: account.email,
      password: 'not-the-password',
    });
    const unknownEmail = await post('/api/users/signin', { email: uniqueEmail('ghost'), password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'account.invalidCredentials',
      message: 'Incorrect e-mail or password.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    const french = await post('/api/users/signin', { email: account.email, password: 'nope' }, 'fr');
    expect(french.json().message).toBe('E-mail ou mot de passe incorrect.');
  });

  it('spends comparable time on an unknown e-mail and on a wrong password (argon2 either way)', async () => {
    const account = await signUp();
    const time = async (email: string) => {
      const started = performance.now();
      await post('/api/users/signin', { email, password: 'not-the-password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(account.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    // Without the dummy verification an unknown e-mail answers an order of magnitude faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('requires a password', async () => {
    const response = await post('/api/users/signin', { email: 'x@example.test', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.passwordRequired');
  });
});

describe('GET /api/users/me', () => {
  it('answers the signed-in user with the token that was sent', async () => {
    const account = await signUp();
    const response = await me(account.token);
    expect(response.statusCode).toBe(200);
    expect(userInfoSchema.parse(response.json())).toMatchObject({
      _id: account._id,
      email: account.email,
      token: account.token,
      billingVAT: null,
    });
  });

  it('refuses a missing, malformed or forged token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await me('bogus.token.value')).statusCode).toBe(401);
    const account = await signUp();
    const [header, payload] = account.token.split('.');
    const forged = await me(`${header}.${payload}.c2lnbmF0dXJl`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('unauthorized');
  });
});

describe('POST /api/users/logout', () => {
  it('revokes every token issued so far, and a new sign-in works again', async () => {
    const account = await signUp();
    const second = userInfoSchema.parse(
      (await post('/api/users/signin', { email: account.email, password: PASSWORD })).json(),
    );
    const response = await post('/api/users/logout', undefined, 'en', {
      authorization: `Bearer ${account.token}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    const again = userInfoSchema.parse(
      (await post('/api/users/signin', { email: account.email, password: PASSWORD })).json(),
    );
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('needs a valid token and only revokes its own user', async () => {
    expect((await post('/api/users/logout', undefined)).statusCode).toBe(401);
    const alice = await signUp();
    const bob = await signUp();
    await post('/api/users/logout', undefined, 'en', { authorization: `Bearer ${bob.token}` });
    expect((await me(alice.token)).statusCode).toBe(200);
    expect((await me(bob.token)).statusCode).toBe(401);
  });
});
