import type { FastifyInstance } from 'fastify';
import { keyedRateLimit } from '../../lib/http/account-rate-limit';

/**
 * Sign-in, sign-up and forgot-password limits, per window (AUTH_RATE_LIMIT_WINDOW_MS, 15 minutes by
 * default). Reset links per address are fewer: each one sends an e-mail to a real person.
 */
export const AUTH_LIMITS = { perIp: 10, perAccount: 5, resetLinksPerAddress: 3 } as const;

/** Per-IP limit of a route, applied by @fastify/rate-limit before the body is read. */
export function perIpLimit(app: FastifyInstance) {
  return { max: AUTH_LIMITS.perIp, timeWindow: app.config.authRateLimitWindowMs };
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
