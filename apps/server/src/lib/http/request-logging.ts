import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';

/** An incoming X-Request-Id is kept only when it is short and plain (no log or header injection). */
const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;
/** Query parameters whose values are credentials (signed links, newsletter and reset tokens, codes). */
const SECRET_QUERY_KEY = /sig|token|secret|password|key|code|hash/i;

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The URL as logged: the values of credential-like query parameters are replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_KEY.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, question)}?${params.toString()}`;
}

/**
 * Fastify's logger options: request serializer without secrets in URLs, redaction of credential
 * fields, and a mixin that stamps `reqId` on lines logged through `app.log` while a request runs, so
 * every line of a request carries its id (request.log lines already have it from their bindings).
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
    },
    mixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }) {
      const context = requestContext.getStore();
      if (!context || logger.bindings().reqId !== undefined) return {};
      return { reqId: context.reqId };
    },
  };
}

/** Runs each request inside its context (for the mixin) and echoes its id as `X-Request-Id`. */
export const requestLoggingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      requestContext.run({ reqId: request.id }, done);
    });
  },
  { name: 'request-logging' },
);
