import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';

export interface SecurityOptions {
  rateLimitEnabled: boolean;
  redisUrl: string | undefined;
  /** Extra script origins allowed by the CSP (the optional partner widget). */
  extraScriptOrigins: string[];
  /** PUBLIC_URL is https: the shop is only ever reached over TLS. */
  https: boolean;
}

/**
 * Helmet with a CSP that allows the app itself, and the rate limiter that routes opt into with
 * `config: { rateLimit: { max, timeWindow } }`. Counters live in Redis when REDIS_URL is set, so several
 * instances share them.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    // Built once: @fastify/helmet builds a new helmet middleware, parsing the CSP again, on every request
    // (3 % of the server's CPU in the paid-order burst), for per-route options and nonces this shop never uses.
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.extraScriptOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...options.extraScriptOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Sent per request below: over TLS only, which behind a proxy (TRUST_PROXY) is X-Forwarded-Proto.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    app.addHook('onRequest', async (request, reply) => {
      if (options.https || request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });

    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'shop-rate-limit:' } : {}),
      enableDraftSpec: false,
      skipOnError: true,
      allowList: () => !options.rateLimitEnabled,
    });
  },
  { name: 'security', dependencies: ['language'] },
);
