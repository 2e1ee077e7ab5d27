import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthenticatedUser, currentUser } from '../auth/plugin';
import { tooManyRequests } from '../errors';

export interface RateLimitWindow {
  max: number;
  timeWindow: number;
}

/** The facts of a call a limit reads its key from: never the whole request. */
export interface LimitedCall {
  ip: string;
  /** The validated body (a preHandler runs after validation). */
  body: unknown;
  /** The signed-in caller, on a route behind `app.authenticate`. */
  user: AuthenticatedUser | undefined;
}

/** The key a call counts under (an account, an e-mail address, a licence). */
export type LimitKey = (call: LimitedCall) => string;

export interface LimitOptions {
  /**
   * Whether a call counts at all (a name-only profile update does not; a check-in counts against its licence
   * only once its file's signature holds); every call counts without it.
   */
  when?: (call: LimitedCall) => boolean | Promise<boolean>;
}

/** A route's preHandler, as route options take it. */
export type LimitHandler = (request: FastifyRequest) => Promise<void>;

/**
 * Limits a route per key, in the same store as the per-IP limits (memory, or Redis shared by every instance,
 * with that store's own clock): spreading attempts over many IPs does not help. Over the limit: 429 with
 * Retry-After and the translated `rateLimited` message.
 */
export interface AccountRateLimits {
  keyed(limit: RateLimitWindow, keyOf: LimitKey, options?: LimitOptions): LimitHandler;
  /** Per signed-in account (after `app.authenticate`): a bot rotating IPs with one account is stopped too. */
  perUser(name: string, limit: RateLimitWindow, options?: LimitOptions): LimitHandler;
}

const callOf = (request: FastifyRequest): LimitedCall => ({
  ip: request.ip,
  body: request.body,
  user: request.user,
});

/** Decorates `app.accountRateLimit`, built on @fastify/rate-limit's store (the security plugin registers it). */
export const accountRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const keyed: AccountRateLimits['keyed'] = (limit, keyOf, options = {}) => {
      const limiter = app.createRateLimit({ ...limit, keyGenerator: (request) => keyOf(callOf(request)) });
      return async (request) => {
        if (options.when && !(await options.when(callOf(request)))) return;
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) return;
        throw tooManyRequests(Math.max(1, result.ttlInSeconds));
      };
    };
    app.decorate('accountRateLimit', {
      keyed,
      perUser: (name, limit, options) =>
        keyed(limit, (call) => `user:${name}:${currentUser(call).id}`, options),
    } satisfies AccountRateLimits);
  },
  { name: 'account-rate-limit', dependencies: ['security'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    accountRateLimit: AccountRateLimits;
  }
}
