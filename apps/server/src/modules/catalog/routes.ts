import {
  apiErrorSchema,
  cartQuoteRequestSchema,
  cartQuoteResponseSchema,
  type ProductListQuery,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { sendCachedAnswer } from './cached-answer';
import { cachedProductLookup } from './plugin';
import { withBundleContents } from './selling';
import { listProducts, quoteCart, toProductDto } from './service';

/** Where a cached answer is kept: per language and query. */
function listKey(language: string, filters: Omit<ProductListQuery, 'lang'>): string {
  return `api:list:${language}:${filters.category ?? ''}:${filters.free ?? ''}:${filters.sort ?? ''}:${filters.search ?? ''}`;
}

/**
 * The catalogue's cached public reads. Each answer is sent from `CatalogueCache.peek` without a promise when
 * kept and current (the hot path: issue 45), else through `answer`, which reads the version or builds it.
 * Answers go out compressed from their kept copies (`sendCachedAnswer`): the on-the-fly compression is off
 * for these routes (`compress: false`), and, being GETs without a body, so is its request decompression.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogueCache;
  app.get(
    '/products',
    {
      compress: false,
      decompress: false,
      schema: {
        tags: ['catalog'],
        summary: 'List products, with optional category filter, free-only filter, text search and sort',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    (request, reply) => {
      // `lang` is one of the sources the request's language was resolved from (lib/http/language.ts).
      const { lang: _lang, ...filters } = request.query;
      const { language } = request;
      const key = listKey(language, filters);
      const kept = cache.peek(key);
      if (kept) return sendCachedAnswer(request, reply, kept);
      return cache
        .answer(key, async () => JSON.stringify(await listProducts(app.db, filters, language)))
        .then((answer) => sendCachedAnswer(request, reply, answer!));
    },
  );

  app.get(
    '/products/:id',
    {
      compress: false,
      decompress: false,
      schema: {
        tags: ['catalog'],
        summary: 'One product by id or slug; a legacy slug answers 301 to the new one',
        params: productParamsSchema,
        querystring: z.object({ lang: productListQuerySchema.shape.lang }).strict(),
        response: {
          200: productSchema,
          301: z.null(),
          304: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request, reply) => {
      const { language } = request;
      const { id } = request.params;
      const key = `api:product:${language}:${id}`;
      const kept = cache.peek(key);
      if (kept) return sendCachedAnswer(request, reply, kept);
      return cachedProductLookup(cache, app.db, key, id, async (product) =>
        JSON.stringify(await withBundleContents(app.db, toProductDto(product, language), language)),
      ).then((found) => {
        if (found.kind === 'found') return sendCachedAnswer(request, reply, found.answer);
        if (found.kind === 'moved') {
          const query = request.query.lang ? `?lang=${request.query.lang}` : '';
          return void reply.redirect(`/api/products/${found.slug}${query}`, 301);
        }
        throw notFound('productNotFound');
      });
    },
  );

  app.post(
    '/cart/quote',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalog'],
        summary:
          "The cart's products as they are now (price, stock, names); unknown ids come back as missing",
        body: cartQuoteRequestSchema,
        response: { 200: cartQuoteResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteCart(app.db, request.body.products, request.language),
  );
};
