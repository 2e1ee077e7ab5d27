import type { ProfileUpdateBody } from '@shop/contracts';
import type { AppConfig } from '../../config';
import { currentUser } from '../../lib/auth/plugin';
import type { AccountRateLimits, LimitedCall } from '../../lib/http/account-rate-limit-plugin';

/**
 * Sign-in, sign-up and forgot-password limits, per window (AUTH_RATE_LIMIT_WINDOW_MS, 15 minutes by
 * default). Reset links per address are fewer: each one sends an e-mail to a real person.
 */
export const AUTH_LIMITS = {
  perIp: 10,
  perAccount: 5,
  resetLinksPerAddress: 3,
  /** Changes of e-mail or password per account: each e-mail change sends a message to an address. */
  credentialChangesPerAccount: 5,
} as const;

type WindowConfig = Pick<AppConfig, 'authRateLimitWindowMs'>;

/** Per-IP limit of a route, applied by @fastify/rate-limit before the body is read. */
export function perIpLimit(config: WindowConfig) {
  return { max: AUTH_LIMITS.perIp, timeWindow: config.authRateLimitWindowMs };
}

/**
 * A profile update changes credentials when it changes the e-mail or checks a password (a new e-mail, a new
 * password): each new address gets an e-mail, and the current password must not be guessable through this
 * route with a stolen token. A name-only update counts nothing.
 */
export function changesCredentials(call: LimitedCall): boolean {
  const body = call.body as ProfileUpdateBody;
  return body.email !== currentUser(call).email.toLowerCase() || Boolean(body.oldPassword);
}

/** The account routes' limits over the window of `config`, counted in `limits` (`app.accountRateLimit`). */
export function authLimits(limits: AccountRateLimits, config: WindowConfig) {
  const timeWindow = config.authRateLimitWindowMs;
  return {
    /** Attempts per normalised e-mail (the validated body), so spreading guesses over many IPs does not help. */
    perAccount: (name: string, max: number = AUTH_LIMITS.perAccount) =>
      limits.keyed(
        { max, timeWindow },
        (call) => `account:${name}:${(call.body as { email?: string } | undefined)?.email ?? ''}`,
      ),
    /** A credential change counts per account and per IP. */
    credentialChange: () => [
      limits.perUser(
        'credential-change',
        { max: AUTH_LIMITS.credentialChangesPerAccount, timeWindow },
        { when: changesCredentials },
      ),
      limits.keyed({ max: AUTH_LIMITS.perIp, timeWindow }, (call) => `ip:credential-change:${call.ip}`, {
        when: changesCredentials,
      }),
    ],
  };
}
