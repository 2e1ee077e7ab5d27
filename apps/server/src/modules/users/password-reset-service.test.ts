import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { TokenService } from '../../lib/auth/tokens';
import { mailQueue, passwordResetTokens, users } from '../../lib/db/schema';
import type { AccountDeps } from './deps';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset';
import { TwoFactorVault } from './two-factor/secrets';

/**
 * The password reset built from the accounts' parts on a real database, without an app: real tokens, the
 * real mail queue's rows. That the route answers an unknown address as a known one, after answering, is the
 * routes' test (password-reset.test.ts).
 */
const world = useModuleWorld();
const tokens = new TokenService('a-jwt-secret-for-module-tests-0123456789', 1);
const deps = (): AccountDeps => ({
  ...world(),
  sellerIdentity: world().seller,
  tokens,
  secrets: { jwt: 'a-jwt-secret-for-module-tests-0123456789' },
  config: {
    env: 'test',
    publicUrl: 'https://shop.example',
    rateLimitEnabled: false,
    twoFactor: { requiredForAdmins: false, encryptionKey: undefined },
  },
  twoFactorVault: new TwoFactorVault('a-two-factor-key-for-module-tests'),
});

const mailsTo = (email: string, kind: 'passwordReset' | 'passwordChanged') =>
  world()
    .db.select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, `account-${kind}`)));

/** A new account that asked for a link, and the token its e-mail carries. */
async function linkFor(language: 'fr' | 'en' = 'en') {
  const user = await insertUser(world().db, { language, passwordHash: await hashPassword('old-password-1') });
  await requestPasswordReset(deps(), user.email.toUpperCase());
  const [mail] = await mailsTo(user.email, 'passwordReset');
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
  return { user, mail: mail!, token };
}

describe('requestPasswordReset', () => {
  it("mails a 1-hour link in the account's language and stores only a hash of its token", async () => {
    const { user, mail, token } = await linkFor('fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.textBody).toContain(`https://shop.example/reset-password?token=${token}`);
    const [row] = await world()
      .db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
  });

  it('sends nothing for an unknown address or a closed account', async () => {
    await requestPasswordReset(deps(), 'nobody-at-all@example.test');
    expect(await mailsTo('nobody-at-all@example.test', 'passwordReset')).toHaveLength(0);
    const closed = await insertUser(world().db, { deletedAt: new Date() });
    await requestPasswordReset(deps(), closed.email);
    expect(await mailsTo(closed.email, 'passwordReset')).toHaveLength(0);
  });
});

describe('resetPassword', () => {
  it('replaces the password, revokes older tokens, spends every pending link and tells the owner', async () => {
    const { user, token } = await linkFor();
    await requestPasswordReset(deps(), user.email);
    await checkResetLink(deps(), token);
    const answer = await resetPassword(deps(), { token, password: 'a-brand-new-password-7' });
    if (!('token' in answer)) throw new Error('a token was expected, not a challenge');
    const [after] = await world().db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, 'a-brand-new-password-7')).toBe(true);
    expect(after!.tokenVersion).toBe(user.tokenVersion + 1);
    expect(await tokens.verify(answer.token)).toMatchObject({
      userId: user.id,
      tokenVersion: after!.tokenVersion,
    });
    const links = await world()
      .db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.usedAt !== null)).toBe(true);
    expect(await mailsTo(user.email, 'passwordChanged')).toHaveLength(1);
    await expect(resetPassword(deps(), { token, password: 'another-new-password-8' })).rejects.toMatchObject({
      code: 'account.resetLinkInvalid',
    });
  });

  it('refuses a link after its hour, and a common password without spending the link', async () => {
    const { user, token } = await linkFor();
    await expect(resetPassword(deps(), { token, password: 'password1234' })).rejects.toMatchObject({
      code: 'account.passwordTooCommon',
    });
    await checkResetLink(deps(), token);
    await world()
      .db.update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    await expect(checkResetLink(deps(), token)).rejects.toMatchObject({ code: 'account.resetLinkInvalid' });
    await expect(resetPassword(deps(), { token, password: 'a-brand-new-password-9' })).rejects.toMatchObject({
      code: 'account.resetLinkInvalid',
    });
  });
});
