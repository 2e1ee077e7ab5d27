import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { accountMails, linkIn, post, tokenOf } from '../../../test/helpers/users';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../lib/db/schema';
import { readSignedToken, signToken } from '../../lib/signed-token';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';
import { verificationLink, verificationSecret } from './email-verification';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule], { MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

const verify = (token: string) => post(ctx, '/api/users/email/verify', { token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
const verifyTokenIn = async (to: string) => {
  const mails = await accountMails(ctx, to, 'verifyEmail');
  return tokenOf(linkIn(mails.at(-1)!, '/verify-email'));
};

describe('e-mail verification', () => {
  it('sends a signed 48-hour link to an unverified address; the account works meanwhile, and the link verifies it', async () => {
    // Accounts made before sign-up confirmed the address by its link (signup.test.ts) may still be unverified.
    const { user, auth, token: session } = await createUser(ctx.app, { language: 'fr' });
    expect((await me(session)).json()).toMatchObject({ emailVerified: false, pendingEmail: null });
    expect((await post(ctx, '/api/users/email/resend', {}, auth)).statusCode).toBe(200);

    const [mail] = await accountMails(ctx, user.email, 'verifyEmail');
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail!.textBody).toContain('48 heures');
    const token = tokenOf(linkIn(mail!, '/verify-email'));
    const payload = readSignedToken(verificationSecret(ctx.app), token)!;
    expect((payload.x as number) * 1000 - Date.now()).toBeGreaterThan(47.9 * 3600_000);

    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: user.email, emailChanged: false });
    expect((await me(session)).json()).toMatchObject({ emailVerified: true });
    // Following it again changes nothing and still answers success.
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a tampered, a forged and an expired link', async () => {
    const { user } = await createUser(ctx.app);
    const token = tokenOf(verificationLink(ctx.app, user.id, user.email));
    const [body, signature] = token.split('.');
    const tampered = `${body}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const forged = signToken('another-secret-of-enough-length-000000', { u: user.id, e: user.email, x: 9e9 });
    const expired = tokenOf(
      verificationLink(ctx.app, user.id, user.email, new Date(Date.now() - 49 * 3600_000)),
    );
    for (const bad of [tampered, forged, expired, 'not-a-token']) {
      const response = await verify(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('account.verifyLinkInvalid');
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('resends the link to an unverified address, and refuses once verified', async () => {
    const { user, auth } = await createUser(ctx.app);
    const resend = await post(ctx, '/api/users/email/resend', {}, auth);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toContain(user.email);
    expect((await verify(await verifyTokenIn(user.email))).statusCode).toBe(200);
    const again = await post(ctx, '/api/users/email/resend', {}, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('account.alreadyVerified');
    expect((await post(ctx, '/api/users/email/resend', {})).statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  // createUser's password: a new address needs the current one.
  const changeEmail = (auth: Record<string, string>, name: string, email: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { name, email, oldPassword: 'a-long-test-password-1' },
    });

  it('keeps the old address until the new one is verified, then switches, revokes sessions and tells the old one', async () => {
    const { user, auth, token, password } = await createUser(ctx.app);
    const newEmail = uniqueEmail('moved');
    const pending = await changeEmail(auth, user.name, newEmail.toUpperCase());
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ email: user.email, pendingEmail: newEmail, token });
    // Still the old address for signing in, and the session stays valid.
    expect((await post(ctx, '/api/users/signin', { email: user.email, password })).statusCode).toBe(200);
    expect((await post(ctx, '/api/users/signin', { email: newEmail, password })).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);

    const done = await verify(await verifyTokenIn(newEmail));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: newEmail, emailChanged: true });
    expect((await me(token)).statusCode).toBe(401);
    const signedIn = await post(ctx, '/api/users/signin', { email: newEmail, password });
    expect(signedIn.json()).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    const [notice] = await accountMails(ctx, user.email, 'emailChanged');
    expect(notice!.textBody).toContain(newEmail);
  });

  it('cancels a pending change when the current address is sent again; its link then fails', async () => {
    const { user, auth } = await createUser(ctx.app);
    const newEmail = uniqueEmail('cancelled');
    await changeEmail(auth, user.name, newEmail);
    const link = await verifyTokenIn(newEmail);
    const back = await changeEmail(auth, user.name, user.email);
    expect(back.json().pendingEmail).toBeNull();
    expect((await verify(link)).json().code).toBe('account.verifyLinkInvalid');
  });

  it('refuses the switch when another account took the address meanwhile', async () => {
    const { user, auth } = await createUser(ctx.app);
    const wanted = uniqueEmail('wanted');
    await changeEmail(auth, user.name, wanted);
    const link = await verifyTokenIn(wanted);
    await createUser(ctx.app, { email: wanted });
    const response = await verify(link);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account.emailTaken');
  });
});
