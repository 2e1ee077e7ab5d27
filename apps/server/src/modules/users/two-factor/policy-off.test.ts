import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import {
  bearer,
  enrol,
  passwordStep,
  postJson,
  signedInUser,
  totpCode,
} from '../../../../test/helpers/two-factor';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { dashboardModule } from '../../dashboard';
import { sellerIdentityModule } from '../../seller-identity';
import { usersModule } from '..';

/**
 * The account routes, the seller's identity in their e-mails, and an admin route a second factor guards
 * (dashboard).
 */
const composed = [usersModule, sellerIdentityModule, dashboardModule];

// ADMIN_REQUIRE_2FA off (local set-ups, scripted checks), with the rate limits on.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => ctx.close());

let nextIp = 0;
/** The code step from an address of its own, so only the limit under test can answer 429. */
const codeStepFrom = (challengeToken: string, code: string, ip = `198.51.100.${++nextIp}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/signin/two-factor',
    payload: { challengeToken, code },
    headers: { 'accept-language': 'en' },
    remoteAddress: ip,
  });

describe('two-factor sign-in without ADMIN_REQUIRE_2FA', () => {
  it('lets a password-only admin token reach admin routes, and enrolment stays possible', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    expect((await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).statusCode).toBe(200);
    const { token } = await enrol(ctx.app, admin.token);
    const status = await ctx.app.inject({ url: '/api/users/two-factor', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true, required: false, secondFactorVerified: true });
  });

  it('turns the factor off with the password and a code; sign-in is then password only', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { token, secret } = await enrol(ctx.app, admin.token);
    const disable = (password: string, code: string) =>
      postJson(ctx.app, '/api/users/two-factor/disable', { password, code }, bearer(token));

    const wrongPassword = await disable('not-the-password', await totpCode(secret, 1));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('twoFactor.passwordWrong');
    const wrongCode = await disable(admin.password, '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('twoFactor.invalidCode');

    const done = await disable(admin.password, await totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
    const after = signedInUser(done.json());
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(401);
    const signIn = await postJson(ctx.app, '/api/users/signin', {
      email: admin.user.email,
      password: admin.password,
    });
    expect(signIn.json().twoFactorEnrolmentRequired).toBeUndefined();
    expect(signedInUser(signIn.json())._id).toBe(after._id);
    expect((await disable(admin.password, '123456')).statusCode).toBe(401);
  });

  it('slows an account down after five wrong codes, whatever the address', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { secret } = await enrol(ctx.app, admin.token);
    const challenge = await passwordStep(ctx.app, admin.user.email, admin.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await codeStepFrom(challenge, '000000')).statusCode).toBe(400);
    }
    const blocked = await codeStepFrom(challenge, await totpCode(secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('account.signInThrottled');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the code step per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await codeStepFrom('forged-challenge', '123456', '192.0.2.50')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
