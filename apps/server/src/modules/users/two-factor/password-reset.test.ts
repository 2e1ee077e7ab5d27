import { signInChallengeSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { codeStep, enrol, postJson, signedInUser, totpCode } from '../../../../test/helpers/two-factor';
import { linkIn, tokenOf, waitForAccountMails } from '../../../../test/helpers/users';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

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
