import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors';

/** Sign-in and sign-up limits, per window (AUTH_RATE_LIMIT_WINDOW_MS, 15 minutes by default). */
export const AUTH_LIMITS = { perIp: 10, perAccount: 5 } as const;

/** Per-IP limit of a route, applied by @fastify/rate-limit before the body is read. */
export function perIpLimit(app: FastifyInstance) {
  return { max: AUTH_LIMITS.perIp, timeWindow: app.config.authRateLimitWindowMs };
}

/**
 * A preHandler counting attempts per normalised e-mail (the validated body), in the same store as the
 * per-IP limiter (memory, or Redis when configured), so spreading guesses over many IPs does not help.
 * Over the limit: 429 with Retry-After and the translated `rateLimited` message.
 */
export function perAccountLimit(app: FastifyInstance, name: string) {
  const limiter = app.createRateLimit({
    max: AUTH_LIMITS.perAccount,
    timeWindow: app.config.authRateLimitWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      `account:${name}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}
