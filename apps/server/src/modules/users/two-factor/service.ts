import {
  RECOVERY_CODE_COUNT,
  type TwoFactorConfirmAnswer,
  type TwoFactorDisableBody,
  type TwoFactorEnrolLinkSent,
  type TwoFactorSetup,
  type TwoFactorSetupBody,
  type TwoFactorSignInBody,
  type TwoFactorStatus,
  type UserInfoDto,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { verifyPassword } from '../../../lib/auth/password';
import type { AuthenticatedUser } from '../../../lib/auth/plugin';
import type { Executor } from '../../../lib/db/client';
import { twoFactorCredentials, twoFactorRecoveryCodes, users } from '../../../lib/db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../../lib/errors';
import { translate } from '../../../lib/i18n';
import { recordAudit } from '../../audit';
import type { AccountCaller, AccountDeps } from '../deps';
import { loadUser, toUserInfo } from '../service';
import { assertNotThrottled, clearFailures, recordFailure } from '../sign-in-throttle';
import { signInMarkOf } from './challenge';
import { isEnrolLinkOf, sendEnrolLink } from './enrol-link';
import {
  looksLikeTotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpUrl,
} from './totp';

type Credentials = typeof twoFactorCredentials.$inferSelect;

/** An admin account, whatever its token proved (`isAdmin` on the request is the admin powers granted). */
const isAdminAccount = (user: AuthenticatedUser) => user.isAdmin || user.adminAwaitingSecondFactor;

async function loadCredentials(db: Executor, userId: string): Promise<Credentials | undefined> {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  return row;
}

export async function twoFactorStatus(deps: AccountDeps, user: AuthenticatedUser): Promise<TwoFactorStatus> {
  const credentials = await loadCredentials(deps.db, user.id);
  const [left] = await deps.db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(credentials?.enabledAt),
    enabledAt: credentials?.enabledAt?.toISOString() ?? null,
    required: isAdminAccount(user) && deps.config.twoFactor.requiredForAdmins,
    secondFactorVerified: user.secondFactor,
    recoveryCodesLeft: credentials?.enabledAt ? Number(left?.n ?? 0) : 0,
  };
}

/**
 * Changing the second factor of an account that has one needs a session that passed it: a stolen
 * password alone can neither replace nor remove it.
 */
function assertMaySecondFactorChange(user: AuthenticatedUser, credentials: Credentials | undefined): void {
  if (credentials?.enabledAt && !user.secondFactor) throw forbidden('twoFactor.verificationRequired');
}

/**
 * Enrolment (or re-enrolment) step 1: a new secret, pending until its first code confirms it. An enabled
 * factor keeps working meanwhile; starting again replaces the pending secret. A first enrolment needs the
 * link e-mailed to the account's address (asked without it, the link is sent and nothing else happens);
 * a re-enrolment needs a session that passed the current factor instead.
 */
export async function startEnrolment(
  deps: AccountDeps,
  user: AuthenticatedUser,
  body: TwoFactorSetupBody,
  language: Language,
): Promise<TwoFactorSetup | TwoFactorEnrolLinkSent> {
  if (!isAdminAccount(user)) throw forbidden('twoFactor.onlyAdmins');
  const credentials = await loadCredentials(deps.db, user.id);
  assertMaySecondFactorChange(user, credentials);
  if (!credentials?.enabledAt) {
    const account = await loadUser(deps.db, user.id);
    if (!body?.enrolToken) {
      await sendEnrolLink(deps, account);
      const message = translate(language, 'selfService:twoFactorEnrol.sent', { email: account.email });
      return { emailSent: true, message };
    }
    if (!isEnrolLinkOf(deps, body.enrolToken, account)) throw badRequest('twoFactor.enrolLinkInvalid');
  }
  const secret = newTotpSecret();
  const pendingSecret = deps.twoFactorVault.encrypt(user.id, secret);
  await deps.db
    .insert(twoFactorCredentials)
    .values({ userId: user.id, pendingSecret })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: { pendingSecret } });
  // The issuer authenticator apps show; the shop's brand until the seller's name is set.
  const issuer = (await deps.sellerIdentity.current()).name || 'Ninja Indicators';
  const otpauthUrl = totpUrl(secret, issuer, user.email);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

const throttleKey = (userId: string) => `two-factor:${userId}`;

/**
 * Runs `check` under the account's failure slow-down of sign-in-throttle.ts (kept apart from the password's):
 * a wrong code counts a failure and answers `twoFactor.invalidCode`, a right one clears the slate.
 */
async function throttled(deps: AccountDeps, userId: string, check: () => Promise<boolean>): Promise<void> {
  const enabled = deps.config.rateLimitEnabled;
  if (enabled) await assertNotThrottled(deps.db, throttleKey(userId));
  if (!(await check())) {
    if (enabled) await recordFailure(deps.db, throttleKey(userId));
    throw badRequest('twoFactor.invalidCode');
  }
  if (enabled) await clearFailures(deps.db, throttleKey(userId));
}

/** Step 2: the first code proves the app holds the secret; the factor is on and recovery codes are issued. */
export async function confirmEnrolment(
  deps: AccountDeps,
  caller: AccountCaller,
  code: string,
): Promise<TwoFactorConfirmAnswer> {
  const { user } = caller;
  if (!isAdminAccount(user)) throw forbidden('twoFactor.onlyAdmins');
  const credentials = await loadCredentials(deps.db, user.id);
  assertMaySecondFactorChange(user, credentials);
  const pendingSecret = credentials?.pendingSecret;
  if (!pendingSecret) throw conflict('twoFactor.noPendingEnrolment');
  let step: number | undefined;
  await throttled(deps, user.id, async () => {
    step = await matchTotp(deps.twoFactorVault.decrypt(user.id, pendingSecret), code);
    return step !== undefined;
  });

  const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
  const updated = await deps.db.transaction(async (tx) => {
    // Only the pending secret that was checked: a concurrent restart of the enrolment wins over this code.
    const [enabled] = await tx
      .update(twoFactorCredentials)
      .set({ secret: pendingSecret, pendingSecret: null, enabledAt: new Date(), lastUsedStep: step })
      .where(
        and(eq(twoFactorCredentials.userId, user.id), eq(twoFactorCredentials.pendingSecret, pendingSecret)),
      )
      .returning({ enabledAt: twoFactorCredentials.enabledAt });
    if (!enabled) throw conflict('twoFactor.noPendingEnrolment');
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.insert(twoFactorRecoveryCodes).values(
      recoveryCodes.map((shown) => ({
        userId: user.id,
        codeHash: deps.twoFactorVault.hashRecoveryCode(user.id, normaliseRecoveryCode(shown)!),
      })),
    );
    await recordAudit(tx, [
      {
        actor: caller.actor,
        action: credentials.enabledAt ? 'twoFactor.reenrol' : 'twoFactor.enable',
        target: `user:${user.id}`,
        before: { enabledAt: credentials.enabledAt },
        after: { enabledAt: enabled.enabledAt },
      },
    ]);
    return revokeOtherSessions(tx, user.id);
  });
  return { user: await signedIn(deps, updated, true), recoveryCodes };
}

/** Adding, replacing or removing a factor signs out every other session of the account. */
async function revokeOtherSessions(tx: Executor, userId: string) {
  const [row] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized();
  return row;
}

async function signedIn(
  deps: AccountDeps,
  user: typeof users.$inferSelect,
  secondFactor: boolean,
): Promise<UserInfoDto> {
  const token = await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, secondFactor });
  return toUserInfo(user, token);
}

/**
 * Checks a code of an enabled factor and uses it up: a TOTP code moves the last used step forward (the
 * same code, or an older one, is refused afterwards), a recovery code is stamped used. Both are single
 * conditional updates, so two requests racing with the same code cannot both succeed.
 */
async function consumeCode(deps: AccountDeps, credentials: Credentials, code: string): Promise<boolean> {
  const { userId } = credentials;
  if (looksLikeTotp(code)) {
    if (!credentials.secret) return false;
    const secret = deps.twoFactorVault.decrypt(userId, credentials.secret);
    const step = await matchTotp(secret, code, credentials.lastUsedStep ?? undefined);
    if (step === undefined) return false;
    const moved = await deps.db
      .update(twoFactorCredentials)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorCredentials.userId, userId),
          or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactorCredentials.userId });
    return moved.length === 1;
  }
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return false;
  const used = await deps.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, deps.twoFactorVault.hashRecoveryCode(userId, recovery)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** The second step of a sign-in: the challenge of the password step and a TOTP or recovery code. */
export async function completeTwoFactorSignIn(
  deps: AccountDeps,
  body: TwoFactorSignInBody,
): Promise<UserInfoDto> {
  const claims = await deps.tokens.verifyChallenge(body.challengeToken);
  if (!claims) throw unauthorized('twoFactor.challengeExpired');
  const user = await loadUser(deps.db, claims.userId);
  const credentials = await loadCredentials(deps.db, user.id);
  // A password change or a sign-out everywhere since the password step voids the challenge, and so does
  // any sign-in completed since (this challenge's own included): a challenge serves once.
  const stale = () => unauthorized('twoFactor.challengeExpired');
  if (
    user.tokenVersion !== claims.tokenVersion ||
    signInMarkOf(user.lastLoginAt) !== claims.signInMark ||
    !credentials?.enabledAt
  ) {
    throw stale();
  }
  await throttled(deps, user.id, () => consumeCode(deps, credentials, body.code));
  // Conditional on the mark still being the challenge's: of two requests racing with one challenge (and
  // two good codes), one signs in.
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        sql`coalesce(floor(extract(epoch from ${users.lastLoginAt}) * 1000), 0) = ${claims.signInMark}`,
      ),
    )
    .returning();
  if (!updated) throw stale();
  return signedIn(deps, updated, true);
}

/**
 * Turning the factor off needs the password, a current code and a session that passed the factor; an
 * admin of a shop with ADMIN_REQUIRE_2FA may only re-enrol. Other sessions are signed out.
 */
export async function disableTwoFactor(
  deps: AccountDeps,
  caller: AccountCaller,
  body: TwoFactorDisableBody,
): Promise<UserInfoDto> {
  const { user } = caller;
  if (isAdminAccount(user) && deps.config.twoFactor.requiredForAdmins) {
    throw forbidden('twoFactor.requiredByPolicy');
  }
  const credentials = await loadCredentials(deps.db, user.id);
  if (!credentials?.enabledAt) throw conflict('twoFactor.notEnabled');
  assertMaySecondFactorChange(user, credentials);
  const account = await loadUser(deps.db, user.id);
  if (!(await verifyPassword(account.passwordHash, body.password)))
    throw badRequest('twoFactor.passwordWrong');
  await throttled(deps, user.id, () => consumeCode(deps, credentials, body.code));
  const updated = await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
    if (isAdminAccount(user)) {
      await recordAudit(tx, [
        {
          actor: caller.actor,
          action: 'twoFactor.disable',
          target: `user:${user.id}`,
          before: { enabledAt: credentials.enabledAt },
          after: { enabledAt: null },
        },
      ]);
    }
    return revokeOtherSessions(tx, user.id);
  });
  return signedIn(deps, updated, false);
}
