import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The not-found page's answer: it reads only the request's language and its log. */
export type UnknownPage = (
  request: { language: Language; log: FastifyBaseLogger },
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * Serves the built web app from the same origin as the API. A GET of one of the web app's pages that the
 * server does not render (sign-in, profile, back-office…) gets index.html, which the browser renders. Any other
 * path answers 404, so search engines and monitors see it: with `unknownPage` (the server-rendered not-found
 * page), else with index.html, where the app shows its own; unknown /api paths keep their JSON 404.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      unknownPage?: UnknownPage;
    },
  ) => {
    const index = join(options.distDir, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset; the static plugin picks one by Accept-Encoding.
      preCompressed: true,
      maxAge: '1h',
      setHeaders(reply, path) {
        if (path.includes(`${join(options.distDir, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.callNotFound();
      }
      const known = isPagePath(request.url.split('?')[0]!);
      if (!known && options.unknownPage) return options.unknownPage(request, reply);
      return reply
        .code(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    });
  },
  { name: 'spa' },
);
