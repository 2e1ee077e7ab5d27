import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';
import { DEVICE_COOKIE } from './device-cookie';
import { THROTTLE } from './sign-in-throttle';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], { RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => ctx.close());

/** One sign-in from `ip`, with the browser's device cookie when it has one. */
const signIn = (email: string, password: string, ip: string, cookie?: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
  });

/** The `name=value` of the device cookie an answer sets (what the browser sends back). */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  return header.split(';')[0]!;
}

async function series<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await run(i));
  return results;
}

describe('device cookies', () => {
  it('sets a signed, HttpOnly, SameSite=Lax cookie scoped to the sign-in routes on a successful sign-in only', async () => {
    const { user, password } = await createUser(ctx.app);
    const failed = await signIn(user.email, 'wrong-password-1234', '10.20.0.1');
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();

    const ok = await signIn(user.email, password, '10.20.0.1');
    expect(ok.statusCode).toBe(200);
    const header = String(ok.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/api/users/signin');
    expect(header).not.toContain('Secure');
    expect(deviceCookieOf(ok)).toContain(user.id);
    // The same browser keeps its cookie (its own failure count goes on).
    expect(deviceCookieOf(await signIn(user.email, password, '10.20.0.1', deviceCookieOf(ok)))).toBe(
      deviceCookieOf(ok),
    );
  });

  it('marks the cookie Secure on a shop served over https', async () => {
    const https = await createModuleTestApp([usersModule, sellerIdentityModule], {
      PUBLIC_URL: 'https://shop.example.test',
    });
    try {
      const { user, password } = await createUser(https.app);
      const ok = await https.app.inject({
        method: 'POST',
        url: '/api/users/signin',
        payload: { email: user.email, password },
      });
      expect(String(ok.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it("keeps the owner's browser signing in while strangers lock the account out, and the strangers slowed", async () => {
    const { user, password } = await createUser(ctx.app);
    const owner = deviceCookieOf(await signIn(user.email, password, '10.21.0.1'));

    const attack = await series(THROTTLE.FREE_FAILURES + 2, (i) =>
      signIn(user.email, `guess-number-${i}-xyz`, `10.22.0.${i}`),
    );
    expect(attack.map((a) => a.statusCode)).toEqual([...Array(THROTTLE.FREE_FAILURES).fill(401), 429, 429]);
    // Strangers, even with the right password, wait; so does a new browser of the owner.
    expect((await signIn(user.email, password, '10.22.1.1')).statusCode).toBe(429);

    // The browser that signed in before is in at once, from anywhere.
    const trusted = await signIn(user.email, password, '10.23.0.9', owner);
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().email).toBe(user.email);
    // …and the strangers are still slowed.
    expect((await signIn(user.email, 'another-guess-123', '10.22.2.2')).statusCode).toBe(429);
  });

  it("counts a device's own failures against that device alone", async () => {
    const { user, password } = await createUser(ctx.app);
    const device = deviceCookieOf(await signIn(user.email, password, '10.24.0.1'));
    const typos = await series(THROTTLE.FREE_FAILURES + 1, () =>
      signIn(user.email, 'typo-typo-typo-1', '10.24.0.1', device),
    );
    expect(typos.map((a) => a.statusCode)).toEqual([...Array(THROTTLE.FREE_FAILURES).fill(401), 429]);
    expect((await signIn(user.email, password, '10.24.0.1', device)).statusCode).toBe(429);
    // The account itself was not slowed by them: another browser signs in.
    expect((await signIn(user.email, password, '10.24.0.2')).statusCode).toBe(200);
  });

  it("ignores a cookie that is forged, tampered with or another account's", async () => {
    const victim = await createUser(ctx.app);
    const attacker = await createUser(ctx.app);
    const own = deviceCookieOf(await signIn(attacker.user.email, attacker.password, '10.25.0.1'));
    await series(THROTTLE.FREE_FAILURES, (i) =>
      signIn(victim.user.email, `guess-${i}-abcdefgh`, `10.25.1.${i}`),
    );
    const [, value] = own.split('=');
    const [, nonce, signature] = value!.split('.');
    for (const cookie of [
      own,
      `${DEVICE_COOKIE}=${victim.user.id}.${nonce}.${signature}`,
      `${DEVICE_COOKIE}=${victim.user.id}.${nonce}.forged`,
    ]) {
      expect((await signIn(victim.user.email, victim.password, '10.25.2.1', cookie)).statusCode).toBe(429);
    }
  });
});

describe('per IP, only failures count', () => {
  it('lets a whole office sign in from one IP, however many succeed', async () => {
    const office = '10.30.0.1';
    // More than any per-IP allowance this shop has had (10 attempts per 15 minutes, then 20 failures).
    const colleagues = await series(25, () => createUser(ctx.app));
    const answers = await series(colleagues.length, (i) =>
      signIn(colleagues[i]!.user.email, colleagues[i]!.password, office),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(colleagues.length).fill(200));
    const newcomer = await createUser(ctx.app);
    expect((await signIn(newcomer.user.email, newcomer.password, office)).statusCode).toBe(200);
  });

  it('slows an IP guessing at many accounts, but not the browsers that signed in before', async () => {
    const ip = '10.31.0.1';
    const regular = await createUser(ctx.app);
    const device = deviceCookieOf(await signIn(regular.user.email, regular.password, ip));
    const guesses = await series(THROTTLE.FREE_FAILURES_PER_IP + 1, () =>
      signIn(uniqueEmail('sprayed'), 'Summer2026!Summer', ip),
    );
    expect(guesses.slice(0, -1).every((a) => a.statusCode === 401)).toBe(true);
    const limited = guesses.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('account.signInThrottledNetwork');

    const stranger = await createUser(ctx.app);
    const french = await signIn(stranger.user.email, stranger.password, ip, undefined, 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toBe(
      'Trop de tentatives de connexion échouées depuis ce réseau. Réessayez dans 1 min, ou depuis un navigateur où vous vous êtes déjà connecté.',
    );
    expect((await signIn(regular.user.email, regular.password, ip, device)).statusCode).toBe(200);
    expect((await signIn(stranger.user.email, stranger.password, '10.31.0.2')).statusCode).toBe(200);
  });
});
