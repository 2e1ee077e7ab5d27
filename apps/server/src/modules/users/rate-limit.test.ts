import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AUTH_LIMITS } from './rate-limits';

// Long enough for a slow, shared CI machine to send a burst inside one window.
const WINDOW_MS = 6000;
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ENABLED: 'true', AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) });
});
afterAll(() => ctx.close());

const email = () => uniqueEmail('limit');
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
  it('limits sign-in attempts per IP, answers 429 with Retry-After, and releases after the window', async () => {
    const ip = '10.0.0.1';
    // The per-IP limiter counts before the body is read: malformed attempts count too (and stay fast).
    const answers = await series(AUTH_LIMITS.perIp + 1, (i) =>
      attempt(
        '/api/users/signin',
        i % 2 ? { email: 'not-an-email', password: 'x' } : { email: email(), password: 'x' },
        ip,
      ),
    );
    expect(answers.slice(0, -1).every((a) => a.statusCode === 400 || a.statusCode === 401)).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(429);
    const limited = answers.at(-1)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(limited.json().code).toBe('rateLimited');
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

    // Another IP is not affected.
    expect(
      (await attempt('/api/users/signin', { email: email(), password: 'x' }, '10.0.0.2')).statusCode,
    ).toBe(401);

    await sleep(WINDOW_MS + 200);
    expect((await attempt('/api/users/signin', { email: email(), password: 'x' }, ip)).statusCode).toBe(401);
  });

  it('limits attempts per account across IPs, then lets the right password in after the window', async () => {
    const { user, password } = await createUser(ctx.app);
    for (let i = 0; i < AUTH_LIMITS.perAccount; i++) {
      const answer = await attempt(
        '/api/users/signin',
        { email: user.email, password: 'wrong-one-1234' },
        `10.1.0.${i}`,
      );
      expect(answer.statusCode).toBe(401);
    }
    // Even the right password, from a fresh IP and in another case, waits for the window.
    const limited = await attempt(
      '/api/users/signin',
      { email: user.email.toUpperCase(), password },
      '10.1.1.1',
      'fr',
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    expect(limited.json().message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);

    // Another account from the same IP is fine.
    expect(
      (await attempt('/api/users/signin', { email: email(), password: 'x' }, '10.1.1.1')).statusCode,
    ).toBe(401);

    await sleep(WINDOW_MS + 200);
    expect((await attempt('/api/users/signin', { email: user.email, password }, '10.1.1.2')).statusCode).toBe(
      200,
    );
  });

  it('limits sign-up per IP and per e-mail', async () => {
    const perIp = await series(AUTH_LIMITS.perIp + 1, () =>
      attempt('/api/users/signup', { name: 'N', email: email(), password: 'short' }, '10.2.0.1'),
    );
    expect(perIp.map((a) => a.statusCode)).toEqual([...Array(AUTH_LIMITS.perIp).fill(400), 429]);
    expect(perIp.at(-1)!.headers['retry-after']).toBeDefined();

    const target = email();
    const perAccount = await series(AUTH_LIMITS.perAccount + 1, (i) =>
      attempt(
        '/api/users/signup',
        { name: 'N', email: target, password: 'a-valid-passphrase' },
        `10.3.0.${i}`,
      ),
    );
    // Counted once the body is valid: one creation, then the generic refusal, then the limit.
    expect(perAccount.map((a) => a.statusCode)).toEqual([201, 400, 400, 400, 400, 429]);
  });

  it('does not limit the other account routes', async () => {
    const { auth } = await createUser(ctx.app);
    for (let i = 0; i < AUTH_LIMITS.perIp + 2; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
      expect(response.statusCode).toBe(200);
    }
  });
});
