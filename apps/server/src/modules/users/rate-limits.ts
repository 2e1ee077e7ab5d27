import type { ProfileUpdateBody } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { currentUser } from '../../lib/auth/plugin';
import { keyedRateLimit, perUserLimit } from '../../lib/http/account-rate-limit';

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

/** Per-IP limit of a route, applied by @fastify/rate-limit before the body is read. */
export function perIpLimit(config: Pick<AppConfig, 'authRateLimitWindowMs'>) {
  return { max: AUTH_LIMITS.perIp, timeWindow: config.authRateLimitWindowMs };
}

/**
 * Attempts per normalised e-mail (the validated body), so spreading guesses over many IPs does not help.
 */
export function perAccountLimit(app: FastifyInstance, name: string, max: number = AUTH_LIMITS.perAccount) {
  return keyedRateLimit(
    app,
    { max, timeWindow: app.config.authRateLimitWindowMs },
    (request) => `account:${name}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  );
}

/**
 * A profile update that changes the e-mail or checks a password (a new e-mail, a new password) counts per
 * account and per IP: each new address gets an e-mail, and the current password must not be guessable
 * through this route with a stolen token. A name-only update counts nothing.
 */
export function credentialChangeLimit(app: FastifyInstance) {
  const window = app.config.authRateLimitWindowMs;
  const perAccount = perUserLimit(app, 'credential-change', {
    max: AUTH_LIMITS.credentialChangesPerAccount,
    timeWindow: window,
  });
  const perIp = keyedRateLimit(
    app,
    { max: AUTH_LIMITS.perIp, timeWindow: window },
    (request) => `ip:credential-change:${request.ip}`,
  );
  return async (request: FastifyRequest) => {
    const body = request.body as ProfileUpdateBody;
    if (body.email === currentUser(request).email.toLowerCase() && !body.oldPassword) return;
    await perAccount(request);
    await perIp(request);
  };
}
