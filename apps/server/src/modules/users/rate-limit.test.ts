import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { signInFailures } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';
import { AUTH_LIMITS } from './rate-limits';
import { THROTTLE } from './sign-in-throttle';

// Long enough for a slow, shared CI machine to send a burst inside one window.
const WINDOW_MS = 6000;
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], {
    RATE_LIMIT_ENABLED: 'true',
    AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
  });
});
afterAll(() => ctx.close());

const email = () => uniqueEmail('limit');

/** Moves an account's slow-down into the past, as if the wait were over. */
async function endSlowDown(address: string) {
  const emailHash = createHash('sha256').update(address.toLowerCase()).digest('hex');
  await ctx.app.db
    .update(signInFailures)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(eq(signInFailures.emailHash, emailHash));
}
/**
 * Requests go one after the other: the in-memory store hands every request of the same tick the same
 * counter object, so truly simultaneous injections would all read the final count.
 */
async function series<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await run(i));
  return results;
}
const attempt = (url: string, payload: object, ip: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': language },
  });

describe('sign-in and sign-up rate limits', () => {
  it('limits sign-up attempts per IP, answers 429 with Retry-After, and releases after the window', async () => {
    const ip = '10.0.0.1';
    // The per-IP limiter counts before the body is read: malformed attempts count too (and stay fast).
    const answers = await series(AUTH_LIMITS.perIp + 1, (i) =>
      attempt(
        '/api/users/signup',
        i % 2 ? { email: 'not-an-email', password: 'x' } : { name: 'N', email: email(), password: 'short' },
        ip,
      ),
    );
    expect(answers.slice(0, -1).every((a) => a.statusCode === 400)).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(429);
    const limited = answers.at(-1)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(limited.json().code).toBe('rateLimited');
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

    // Another IP is not affected.
    const fresh = { name: 'N', email: email(), password: 'short' };
    expect((await attempt('/api/users/signup', fresh, '10.0.0.2')).statusCode).toBe(400);

    await sleep(WINDOW_MS + 200);
    expect((await attempt('/api/users/signup', fresh, ip)).statusCode).toBe(400);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { user, password } = await createUser(ctx.app);
    const answers = await series(AUTH_LIMITS.perAccount + 3, (i) =>
      attempt('/api/users/signin', { email: user.email, password }, `10.4.0.${i}`),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(AUTH_LIMITS.perAccount + 3).fill(200));
  });

  it('slows an account down after repeated failures from any IP, in minutes, and a success resets it', async () => {
    const { user, password } = await createUser(ctx.app);
    const wrong = (i: number) =>
      attempt('/api/users/signin', { email: user.email, password: 'wrong-one-1234' }, `10.1.0.${i}`);
    const failures = await series(THROTTLE.FREE_FAILURES, wrong);
    expect(failures.map((a) => a.statusCode)).toEqual(Array(THROTTLE.FREE_FAILURES).fill(401));

    // Even the right password, from a fresh IP and in another case, waits for the slow-down.
    const limited = await attempt(
      '/api/users/signin',
      { email: user.email.toUpperCase(), password },
      '10.1.1.1',
      'fr',
    );
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      code: 'account.signInThrottled',
      message: 'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans 1 min.',
    });
    expect(
      (await attempt('/api/users/signin', { email: user.email, password }, '10.1.1.2')).json().message,
    ).toBe('Too many failed sign-ins for this account. Try again in 1 min.');

    // Another account from the same IP is fine.
    expect(
      (await attempt('/api/users/signin', { email: email(), password: 'x' }, '10.1.1.1')).statusCode,
    ).toBe(401);

    // Once the wait is over, one more failure doubles it.
    await endSlowDown(user.email);
    expect((await wrong(50)).statusCode).toBe(401);
    const doubled = await attempt('/api/users/signin', { email: user.email, password }, '10.1.1.3');
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBeGreaterThan(60);
    expect(doubled.json().message).toMatch(/in 2 min\.$/);

    // The right password after the wait signs in and forgets every failure.
    await endSlowDown(user.email);
    expect((await attempt('/api/users/signin', { email: user.email, password }, '10.1.1.4')).statusCode).toBe(
      200,
    );
    const again = await series(THROTTLE.FREE_FAILURES - 1, (i) => wrong(60 + i));
    expect(again.map((a) => a.statusCode)).toEqual(Array(THROTTLE.FREE_FAILURES - 1).fill(401));
    expect((await attempt('/api/users/signin', { email: user.email, password }, '10.1.1.5')).statusCode).toBe(
      200,
    );
  });

  it('throttles an unknown address exactly like a real one (no enumeration)', async () => {
    const unknown = email();
    const answers = await series(THROTTLE.FREE_FAILURES + 1, (i) =>
      attempt('/api/users/signin', { email: unknown, password: 'wrong-one-1234' }, `10.5.0.${i}`),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(THROTTLE.FREE_FAILURES).fill(401), 429]);
    expect(answers.at(-1)!.json().code).toBe('account.signInThrottled');
  });

  it('limits sign-up per e-mail', async () => {
    const target = email();
    const perAccount = await series(AUTH_LIMITS.perAccount + 1, (i) =>
      attempt(
        '/api/users/signup',
        { name: 'N', email: target, password: 'a-valid-passphrase' },
        `10.3.0.${i}`,
      ),
    );
    // Counted once the body is valid: each answers alike (a new link replaces the last), then the limit.
    expect(perAccount.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    // An address that has an account is limited the same, its owner's mailbox too.
    const { user } = await createUser(ctx.app);
    const taken = await series(AUTH_LIMITS.perAccount + 1, (i) =>
      attempt(
        '/api/users/signup',
        { name: 'N', email: user.email.toUpperCase(), password: 'a-valid-passphrase' },
        `10.3.1.${i}`,
      ),
    );
    expect(taken.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('limits following sign-up links per IP', async () => {
    const answers = await series(AUTH_LIMITS.perIp + 1, () =>
      attempt('/api/users/signup/confirm', { token: 'a-forged-token' }, '10.6.0.1'),
    );
    expect(answers.slice(0, -1).every((a) => a.json().code === 'account.signupLinkInvalid')).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(429);
  });

  it('does not limit the other account routes', async () => {
    const { auth } = await createUser(ctx.app);
    for (let i = 0; i < AUTH_LIMITS.perIp + 2; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('with the default 15-minute window', () => {
  it('tells the wait in minutes, in the user language', async () => {
    const app = await createModuleTestApp([usersModule, sellerIdentityModule], {
      RATE_LIMIT_ENABLED: 'true',
    });
    try {
      const answers = await series(AUTH_LIMITS.perIp + 1, (i) =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/password/forgot',
          payload: { email: `minutes-${i}@example.test` },
          remoteAddress: '10.9.0.1',
          headers: { 'accept-language': 'fr' },
        }),
      );
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.at(-1)!.json()).toEqual({
        code: 'rateLimited',
        message: 'Trop de tentatives. Réessayez dans 15 min.',
      });
    } finally {
      await app.close();
    }
  });
});
