import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/plugin';
import { tooManyRequests } from '../errors';

/**
 * A preHandler (after `app.authenticate`) limiting a route per signed-in account, in the same store as
 * the per-IP limits (memory, or Redis shared by every instance): a bot rotating IPs with one stolen or
 * scripted account is stopped too. Over the limit: 429 with Retry-After and the translated message.
 */
export function perUserLimit(app: FastifyInstance, name: string, limit: { max: number; timeWindow: number }) {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `user:${name}:${currentUser(request).id}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}
