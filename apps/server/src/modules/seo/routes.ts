import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Currency,
  currencyCookie,
  type PageEntry,
  pageIds,
  pageLinks,
  pages,
  pageTable,
  renderedQueryParams,
  resolveCurrency,
  type SellerIdentity,
  type StorefrontRenderer,
} from '@shop/contracts';
import type { Language, TranslationKey } from '@shop/i18n';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import { cachedProductLookup, type RatedProductRow, sendCachedAnswer } from '../catalog';
import { type PageHead, renderPageHead } from './page-head';
import { productHead, sellerOrganization } from './product-head';
import { buildRobotsTxt, buildSitemap } from './sitemap';
import { storefrontData } from './storefront';

const HTML = 'text/html; charset=utf-8';

/**
 * The page table's server-rendered pages at a fixed path (a product page is looked up by its own route). Their
 * title and description keys are strings in the table (the contracts cannot import the server's catalogues);
 * seo.test.ts checks each one exists in both languages.
 */
const staticPages = pageIds
  .map((id): PageEntry => pageTable[id])
  .filter((page) => page.ssr && !page.path.includes(':'));

/**
 * The visitor's currency (docs/rules/currencies.md), by the resolver the browser uses: the `currency` cookie,
 * else dollars for a first Accept-Language of the United States, else euros. Part of a page's cache key.
 */
const visitorCurrency = (request: FastifyRequest): Currency =>
  resolveCurrency({
    stored: currencyCookie(request.headers.cookie),
    browser: request.headers['accept-language'],
  });

/** What of the request's query the page reads while it renders (`renderedQueryParams`): the rest of its cache key. */
function pageQuery(request: FastifyRequest): string {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const read = new URLSearchParams();
  for (const name of renderedQueryParams) for (const value of query.getAll(name)) read.append(name, value);
  return read.size > 0 ? `?${read}` : '';
}

/**
 * What crawlers, link previews and first visits read before any script runs: /robots.txt, /sitemap.xml,
 * and each storefront page server-rendered in its language (body by the web's own render, head by
 * unhead: title, description, canonical, hreflang, Open Graph, JSON-LD). Pages are cached per path, query,
 * language and currency in the app's catalogue cache, so a product change shows at once on every instance.
 */
export const seoRoutes: FastifyPluginAsync<{ distDir: string; renderer?: StorefrontRenderer }> = async (
  app,
  options,
) => {
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

  // Browsers and crawlers ask for /favicon.ico on pages that name no icon (the payment page, a PDF): the
  // shop's icon is an SVG.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
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
  const cache = app.catalogueCache;
  const { renderer, distDir } = options;

  /** The page's document: its head, and its body rendered by the web app when the build has the render. */
  async function document(
    request: FastifyRequest,
    head: PageHead,
    seller: SellerIdentity,
    product?: RatedProductRow,
  ): Promise<string> {
    const page = await renderer?.render({
      url: request.url,
      language: head.language,
      currency: visitorCurrency(request),
      data: storefrontData(app, distDir, head.language, seller, product),
    });
    return renderPageHead(template, head, app.config.publicUrl, page);
  }

  /** A render that fails must not cost the visitor the page: the shell goes out, the browser renders it. */
  function renderFailed(request: FastifyRequest, error: unknown): undefined {
    request.log.error({ err: error }, 'server render failed: the page goes out as its shell');
    return undefined;
  }
  const sendShell = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-cache').type(HTML).send(html);

  for (const page of staticPages) {
    const { path } = page;
    // The shell sent when a render fails goes without the seller's Organization (its read may be what failed).
    const headOf = (language: Language, seller?: SellerIdentity): PageHead => ({
      language,
      path,
      type: 'website',
      title: translate(language, 'common:pageTitle', {
        title: translate(language, page.title as TranslationKey),
      }),
      description: translate(language, `seo:descriptions.${page.description ?? 'home'}` as TranslationKey),
      structuredData: path === pages.home && seller ? [sellerOrganization(app.config, seller)] : [],
    });
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const { language } = request;
      const answer = await cache
        .answer(`page:${language}:${visitorCurrency(request)}:${path}${pageQuery(request)}`, async () => {
          const seller = await app.sellerIdentity.current();
          return document(request, headOf(language, seller), seller);
        })
        .catch((error: unknown) => renderFailed(request, error));
      if (!answer) return sendShell(reply, renderPageHead(template, headOf(language), app.config.publicUrl));
      return sendCachedAnswer(request, reply, answer, HTML);
    });
  }

  app.get<{ Params: { id: string } }>(pages.product, { schema: { hide: true } }, async (request, reply) => {
    const { language } = request;
    const { id } = request.params;
    const key = `page:${language}:${visitorCurrency(request)}:${pageLinks.product(id)}${pageQuery(request)}`;
    const found = await cachedProductLookup(cache, app.db, key, id, async (product) => {
      const seller = await app.sellerIdentity.current();
      return document(request, productHead(product, language, app.config, seller), seller, product);
    }).catch((error: unknown) => renderFailed(request, error));
    if (!found) return sendShell(reply, template);
    if (found.kind === 'found') return sendCachedAnswer(request, reply, found.answer, HTML);
    if (found.kind === 'moved') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${pageLinks.product(found.slug)}${query}`, 301);
    }
    // The web app shows its own not-found page; crawlers get the status that says so.
    return sendShell(reply, template, 404);
  });
};
