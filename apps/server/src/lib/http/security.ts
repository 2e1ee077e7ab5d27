import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
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
 * The per-IP limits' key: the plugin's own (IPv4 as is, IPv6 by /64), except for a request whose client has
 * gone. Fastify reads `request.ip` from the socket, which reports no address once destroyed; the plugin's key
 * then threw inside `normalizeIP` (built before `allowList`, so with the limits off too) and the aborted
 * request was logged as a 500. It is answered to nobody: it counts in a bucket of its own.
 */
export const rateLimitKey = (request: { ip: string | undefined }): string =>
  typeof request.ip === 'string' ? normalizeIP(request.ip) : 'client-gone';

/** Sent over TLS only, which behind a proxy (TRUST_PROXY) is X-Forwarded-Proto. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with the shop's CSP, read once: with no per-request directive (no nonce, no
 * function) they are the same for every answer, so building them per request (helmet's middleware, or
 * @fastify/helmet's, which also parsed the CSP again each time) only costs. Helmet stays their author: a
 * response stand-in records what its middleware sets.
 */
export function securityHeaders(options: Pick<SecurityOptions, 'extraScriptOrigins' | 'https'>) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By: never set here in the first place.
    removeHeader: () => undefined,
  };
  helmet({
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
    // Per request (the security plugin): over TLS only.
    strictTransportSecurity: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet with a CSP that allows the app itself, and the rate limiter that routes opt into with
 * `config: { rateLimit: { max, timeWindow } }`. Counters live in Redis when REDIS_URL is set, so several
 * instances share them.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = securityHeaders(options);
    // One synchronous hook through Fastify's own headers: helmet's middleware per request set each header on
    // the raw response (validated one by one, then all of Fastify's headers set again one by one at writeHead).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (options.https || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
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
      keyGenerator: rateLimitKey,
      allowList: () => !options.rateLimitEnabled,
    });
  },
  { name: 'security', dependencies: ['language'] },
);
