import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pageLinks, pages } from '@shop/contracts';
import { type Language, languageSchema } from '@shop/i18n';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import { CatalogueCache, findProduct, type ProductLookup, sendCachedAnswer } from '../catalog';
import { renderPageHead } from './page-head';
import { productHead, sellerOrganization } from './product-head';
import { buildRobotsTxt, buildSitemap, publicPagePaths, publicPages } from './sitemap';

const HTML = 'text/html; charset=utf-8';

/** `?lang=fr|en` names the page's language (the URL the sitemap lists); without it, Accept-Language. */
function pageLanguage(request: FastifyRequest): Language {
  const asked = languageSchema.safeParse((request.query as { lang?: unknown }).lang);
  return asked.success ? asked.data : request.language;
}

/**
 * What crawlers and link previews read without running a script: /robots.txt, /sitemap.xml, and each
 * storefront page's index.html with its own head (title, description, canonical, hreflang, Open Graph,
 * JSON-LD) in the page's language, cached with the catalogue (a product change shows at once).
 */
export const seoRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, options) => {
  const robots = buildRobotsTxt(app.config.publicUrl);
  const index = join(options.distDir, 'index.html');
  // The static pages change with the web build: its index.html's date is when they last did.
  const builtAt = await stat(index).then(
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

  if (!builtAt) return;
  const template = await readFile(index, 'utf8');
  const cache = new CatalogueCache(app.db);

  for (const path of publicPagePaths) {
    const page = publicPages[path];
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const language = pageLanguage(request);
      const answer = await cache.answer(`page:${language}:${path}`, async () =>
        renderPageHead(
          template,
          {
            language,
            path,
            type: 'website',
            title: translate(language, 'common:pageTitle', { title: translate(language, page.title) }),
            description: translate(language, `seo:descriptions.${page.description}`),
            structuredData: path === '/' ? [sellerOrganization(app.config)] : [],
          },
          app.config.publicUrl,
        ),
      );
      return sendCachedAnswer(request, reply, answer!, HTML);
    });
  }

  app.get<{ Params: { id: string } }>(pages.product, { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    let lookup: ProductLookup | undefined;
    const answer = await cache.answer(`product:${language}:${request.params.id}`, async () => {
      lookup = await findProduct(app.db, request.params.id);
      if (lookup.kind !== 'found') return undefined;
      return renderPageHead(
        template,
        productHead(lookup.product, language, app.config),
        app.config.publicUrl,
      );
    });
    if (answer) return sendCachedAnswer(request, reply, answer, HTML);
    if (lookup?.kind === 'moved') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${pageLinks.product(lookup.slug)}${query}`, 301);
    }
    // The web app shows its own not-found page; crawlers get the status that says so.
    return reply.code(404).header('cache-control', 'no-cache').type(HTML).send(template);
  });
};
