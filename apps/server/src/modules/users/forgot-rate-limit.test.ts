import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { waitForAccountMails } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';
import { AUTH_LIMITS } from './rate-limits';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], {
    RATE_LIMIT_ENABLED: 'true',
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    MAIL_WORKER_ENABLED: 'false',
  });
});
afterAll(() => ctx.close());

const forgot = (email: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/password/forgot',
    payload: { email },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

/** One after the other: the in-memory store hands simultaneous requests the same counter. */
async function series(count: number, run: (index: number) => ReturnType<typeof forgot>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await run(i)).statusCode);
  return statuses;
}

describe('forgot-password rate limits', () => {
  it('limits reset links per address, across IPs, and for unknown addresses alike', async () => {
    const { user } = await createUser(ctx.app);
    const max = AUTH_LIMITS.resetLinksPerAddress;
    expect(await series(max + 1, (i) => forgot(user.email, `10.20.0.${i}`))).toEqual([
      ...Array(max).fill(202),
      429,
    ]);
    const unknown = uniqueEmail('ghost');
    expect(await series(max + 1, (i) => forgot(unknown, `10.21.0.${i}`))).toEqual([
      ...Array(max).fill(202),
      429,
    ]);
    const limited = await forgot(user.email, '10.20.9.9');
    expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Only the allowed requests sent a link.
    expect(await waitForAccountMails(ctx, user.email, 'passwordReset', max)).toHaveLength(max);
  });

  it('limits requests per IP, whatever the address', async () => {
    const statuses = await series(AUTH_LIMITS.perIp + 1, () => forgot(uniqueEmail('spray'), '10.30.0.1'));
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await forgot(uniqueEmail('spray'), '10.30.0.2')).statusCode).toBe(202);
  });
});
