import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/plugin';
import { tooManyRequests } from '../errors';

export interface RateLimitWindow {
  max: number;
  timeWindow: number;
}

/**
 * A preHandler limiting a route per key (an account, an e-mail address), in the same store as the per-IP
 * limits (memory, or Redis shared by every instance): spreading attempts over many IPs does not help. Over
 * the limit: 429 with Retry-After and the translated `rateLimited` message.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  limit: RateLimitWindow,
  keyOf: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({ ...limit, keyGenerator: keyOf });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}

/** Per signed-in account (after `app.authenticate`): a bot rotating IPs with one account is stopped too. */
export function perUserLimit(app: FastifyInstance, name: string, limit: RateLimitWindow) {
  return keyedRateLimit(app, limit, (request) => `user:${name}:${currentUser(request).id}`);
}
