import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from the same origin as the API. Unknown non-API GETs get index.html so the
 * SPA renders its own not-found page; unknown /api paths keep their JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
