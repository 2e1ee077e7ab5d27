import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildRobotsTxt, buildSitemap } from './sitemap';

/** /robots.txt and /sitemap.xml at the site's root, where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, options) => {
  const robots = buildRobotsTxt(app.config.publicUrl);
  // The static pages change with the web build: its index.html's date is when they last did.
  const builtAt = await stat(join(options.distDir, 'index.html')).then(
    (file) => file.mtime,
    () => undefined,
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(app.db, app.config.publicUrl, builtAt);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
