import { twoFactorStatusSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import {
  bearer,
  codeStep,
  enrol,
  enrolLinkToken,
  passwordStep,
  postJson,
  signedInUser,
  signInWithCode,
  totpCode,
} from '../../../../test/helpers/two-factor';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog, twoFactorCredentials, twoFactorRecoveryCodes } from '../../../lib/db/schema';
import { dashboardModule } from '../../dashboard';
import { sellerIdentityModule } from '../../seller-identity';
import { usersModule } from '..';
import { resetAdminTwoFactor } from './operator-reset';

/**
 * The account routes, the seller's identity in their e-mails, and an admin route a second factor guards
 * (dashboard).
 */
const composed = [usersModule, sellerIdentityModule, dashboardModule];

// A shop in production posture: admin routes need a token that passed the second factor.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false', ADMIN_REQUIRE_2FA: 'true' });
});
afterAll(() => ctx.close());

const dashboard = (token: string) =>
  ctx.app.inject({ url: '/api/admin/dashboard', headers: { ...bearer(token), 'accept-language': 'fr' } });
const confirm = (token: string, code: string) =>
  postJson(ctx.app, '/api/users/two-factor/confirm', { code }, bearer(token));
const status = async (token: string) =>
  twoFactorStatusSchema.parse(
    (await ctx.app.inject({ url: '/api/users/two-factor', headers: bearer(token) })).json(),
  );

describe('enrolment', () => {
  it('sends an admin without a second factor to enrolment, then lets the enrolled session in', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const refused = await dashboard(admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'twoFactor.enrolmentRequired',
      message: 'Activez la double authentification pour accéder à l’administration.',
    });
    expect(await status(admin.token)).toMatchObject({
      enabled: false,
      required: true,
      secondFactorVerified: false,
    });

    // A password alone is not enough: the secret needs the link e-mailed to the account's address.
    const asked = await postJson(ctx.app, '/api/users/two-factor/setup', {}, bearer(admin.token));
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      emailSent: true,
      message: `To go on, open the link we just sent to ${admin.user.email}, in this browser.`,
    });
    expect(
      await ctx.app.db
        .select()
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.userId, admin.user.id)),
    ).toEqual([]);
    const enrolToken = await enrolLinkToken(ctx.app, admin.token);
    const someoneElse = await createUser(ctx.app, { isAdmin: true });
    for (const wrongToken of [`${enrolToken}x`, 'not-a-link']) {
      const refused = await postJson(
        ctx.app,
        '/api/users/two-factor/setup',
        { enrolToken: wrongToken },
        bearer(admin.token),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('twoFactor.enrolLinkInvalid');
    }
    const notTheirs = await postJson(
      ctx.app,
      '/api/users/two-factor/setup',
      { enrolToken },
      bearer(someoneElse.token),
    );
    expect(notTheirs.json().code).toBe('twoFactor.enrolLinkInvalid');
    const setup = await postJson(ctx.app, '/api/users/two-factor/setup', { enrolToken }, bearer(admin.token));
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Pending, encrypted at rest, and not yet a factor.
    const [pending] = await ctx.app.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, admin.user.id));
    expect(pending).toMatchObject({ secret: null, enabledAt: null });
    expect(pending!.pendingSecret).not.toContain(secret);
    expect(ctx.app.twoFactorVault.decrypt(admin.user.id, pending!.pendingSecret!)).toBe(secret);

    const wrong = await confirm(admin.token, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'twoFactor.invalidCode',
      message: 'Wrong, expired or already used code.',
    });

    const confirmed = await confirm(admin.token, await totpCode(secret));
    expect(confirmed.statusCode).toBe(200);
    const { user, recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await ctx.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, admin.user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0].replace('-', ''));

    expect((await dashboard(user.token)).statusCode).toBe(200);
    // Enrolment signs out the sessions opened before it.
    expect((await dashboard(admin.token)).statusCode).toBe(401);
    expect(await status(user.token)).toMatchObject({
      enabled: true,
      secondFactorVerified: true,
      recoveryCodesLeft: 10,
    });
    const [audit] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${admin.user.id}`));
    expect(audit).toMatchObject({ action: 'twoFactor.enable', adminId: admin.user.id });
  });

  it('refuses to confirm without a pending secret, and enrolment to a customer', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const early = await confirm(admin.token, '123456');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('twoFactor.noPendingEnrolment');

    const customer = await createUser(ctx.app);
    const setup = await postJson(ctx.app, '/api/users/two-factor/setup', {}, bearer(customer.token));
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('twoFactor.onlyAdmins');
    const customerSignIn = await postJson(ctx.app, '/api/users/signin', {
      email: customer.user.email,
      password: customer.password,
    });
    expect(customerSignIn.json()).not.toHaveProperty('twoFactorEnrolmentRequired');
    expect((await dashboard(customer.token)).json().code).toBe('forbidden');
  });

  it('answers a missing code with a translated 400, never a 500', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const response = await postJson(
      ctx.app,
      '/api/users/two-factor/confirm',
      { code: ' ' },
      {
        ...bearer(admin.token),
        'accept-language': 'fr',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('twoFactor.codeRequired');
    expect(response.json().message).toMatch(/code/);
  });
});

describe('signing in with the second factor', () => {
  let account: Awaited<ReturnType<typeof createUser>>;
  let enrolled: Awaited<ReturnType<typeof enrol>>;
  beforeAll(async () => {
    account = await createUser(ctx.app, { isAdmin: true });
    enrolled = await enrol(ctx.app, account.token);
  });

  it('answers the password step with a challenge, not a token, and the challenge is no bearer token', async () => {
    const response = await postJson(ctx.app, '/api/users/signin', {
      email: account.user.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      expiresInSeconds: 300,
    });
    expect(body.token).toBeUndefined();
    expect((await dashboard(body.challengeToken)).statusCode).toBe(401);
  });

  it('signs in with a TOTP code, and refuses the same code again (no replay)', async () => {
    const code = await totpCode(enrolled.secret, 1);
    const first = await signInWithCode(ctx.app, account, code);
    expect(first.statusCode).toBe(200);
    const user = signedInUser(first.json());
    expect((await dashboard(user.token)).statusCode).toBe(200);

    const replay = await signInWithCode(ctx.app, account, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('twoFactor.invalidCode');
  });

  it('refuses a wrong code with a translated 400', async () => {
    const challenge = await passwordStep(ctx.app, account.user.email, account.password);
    const french = await codeStep(ctx.app, challenge, '999999', 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      code: 'twoFactor.invalidCode',
      message: 'Code incorrect, expiré ou déjà utilisé.',
    });
    expect((await codeStep(ctx.app, challenge, 'not-a-code')).json().code).toBe('twoFactor.invalidCode');
  });

  it('accepts each recovery code once, typed in any case and without its dash', async () => {
    const [recovery] = enrolled.recoveryCodes;
    const typed = recovery!.toLowerCase().replace('-', ' ');
    const first = await signInWithCode(ctx.app, account, typed);
    expect(first.statusCode).toBe(200);
    const user = signedInUser(first.json());
    expect((await dashboard(user.token)).statusCode).toBe(200);
    expect((await status(user.token)).recoveryCodesLeft).toBe(9);

    const again = await signInWithCode(ctx.app, account, recovery!);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('twoFactor.invalidCode');
  });

  it('refuses a forged challenge and one from before a sign-out everywhere', async () => {
    const forged = await codeStep(ctx.app, 'eyJhbGciOiJIUzI1NiJ9.e30.x', '123456');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('twoFactor.challengeExpired');
    // A bearer token is not a challenge either.
    expect((await codeStep(ctx.app, enrolled.token, '123456')).statusCode).toBe(401);

    const stale = await passwordStep(ctx.app, account.user.email, account.password);
    const session = await signInWithCode(ctx.app, account, enrolled.recoveryCodes[1]!);
    await postJson(ctx.app, '/api/users/logout', {}, bearer(signedInUser(session.json()).token));
    const refused = await codeStep(ctx.app, stale, enrolled.recoveryCodes[2]!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('twoFactor.challengeExpired');
  });

  it('accepts a challenge once: after its code signed in, the same challenge fails with any code', async () => {
    const [, , , first, second, third, fourth] = enrolled.recoveryCodes;
    const challenge = await passwordStep(ctx.app, account.user.email, account.password);
    expect((await codeStep(ctx.app, challenge, first!)).statusCode).toBe(200);
    for (const code of [second!, await totpCode(enrolled.secret, 1)]) {
      const again = await codeStep(ctx.app, challenge, code, 'fr');
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({
        code: 'twoFactor.challengeExpired',
        message: 'Cette étape de connexion a expiré. Reconnectez-vous avec votre mot de passe.',
      });
    }
    // Two requests racing with one challenge and two good codes: one session, not two.
    const racing = await passwordStep(ctx.app, account.user.email, account.password);
    const answers = await Promise.all([
      codeStep(ctx.app, racing, third!),
      codeStep(ctx.app, racing, fourth!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('changing the factor', () => {
  it('refuses an enrolled admin token without the factor, and turning the factor off under the policy', async () => {
    const account = await createUser(ctx.app, { isAdmin: true });
    const { token, secret } = await enrol(ctx.app, account.token);
    // A password-only token of an enrolled admin (signed by hand: sign-in never issues one).
    const passwordOnly = await ctx.app.tokens.sign({
      userId: account.user.id,
      tokenVersion: account.user.tokenVersion + 1,
    });
    const refused = await dashboard(passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('twoFactor.verificationRequired');
    const setup = await postJson(ctx.app, '/api/users/two-factor/setup', {}, bearer(passwordOnly));
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('twoFactor.verificationRequired');

    const disable = await postJson(
      ctx.app,
      '/api/users/two-factor/disable',
      { password: account.password, code: await totpCode(secret, 1) },
      bearer(token),
    );
    expect(disable.statusCode).toBe(403);
    expect(disable.json().code).toBe('twoFactor.requiredByPolicy');
  });

  it('re-enrols with a new secret: the old secret and recovery codes stop working', async () => {
    const account = await createUser(ctx.app, { isAdmin: true });
    const first = await enrol(ctx.app, account.token);
    const second = await enrol(ctx.app, first.token);
    expect(second.secret).not.toBe(first.secret);
    expect(second.recoveryCodes).not.toContain(first.recoveryCodes[0]);
    expect((await dashboard(first.token)).statusCode).toBe(401);
    expect((await dashboard(second.token)).statusCode).toBe(200);

    const oldRecovery = await signInWithCode(ctx.app, account, first.recoveryCodes[0]!);
    expect(oldRecovery.statusCode).toBe(400);
    const oldSecret = await signInWithCode(ctx.app, account, await totpCode(first.secret, 1));
    expect(oldSecret.statusCode).toBe(400);
    const newSecret = await signInWithCode(ctx.app, account, await totpCode(second.secret, 1));
    expect(newSecret.statusCode).toBe(200);
    const actions = await ctx.app.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${account.user.id}`));
    expect(actions.map((row) => row.action).sort()).toEqual(['twoFactor.enable', 'twoFactor.reenrol']);
  });

  it('keeps the second factor of the session when a password change issues a new token', async () => {
    const account = await createUser(ctx.app, { isAdmin: true });
    const { token } = await enrol(ctx.app, account.token);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: {
        name: account.user.name,
        email: account.user.email,
        password: 'another-long-passphrase-7',
        oldPassword: account.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await dashboard(changed.json().token)).statusCode).toBe(200);
  });
});

describe('the operator reset (npm run admin -- reset-two-factor)', () => {
  it('removes the factor of a locked-out admin and signs out its sessions', async () => {
    const account = await createUser(ctx.app, { isAdmin: true });
    const { token } = await enrol(ctx.app, account.token);
    expect(await resetAdminTwoFactor(ctx.app.db, `  ${account.user.email.toUpperCase()} `)).toBe(true);
    expect((await dashboard(token)).statusCode).toBe(401);
    const signIn = await postJson(ctx.app, '/api/users/signin', {
      email: account.user.email,
      password: account.password,
    });
    expect(signIn.json().twoFactorEnrolmentRequired).toBe(true);
    const passwordOnly = signedInUser(signIn.json()).token;
    expect((await dashboard(passwordOnly)).json().code).toBe('twoFactor.enrolmentRequired');
    expect(await resetAdminTwoFactor(ctx.app.db, (await createUser(ctx.app)).user.email)).toBe(false);
  });
});
