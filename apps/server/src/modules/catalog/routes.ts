import {
  apiErrorSchema,
  cartQuoteRequestSchema,
  cartQuoteResponseSchema,
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

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogueCache;
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products, with optional category filter, free-only filter, text search and sort',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // `lang` is one of the sources the request's language was resolved from (lib/http/language.ts).
      const { lang: _lang, ...filters } = request.query;
      const { language } = request;
      const key = `api:list:${language}:${filters.category ?? ''}:${filters.free ?? ''}:${filters.sort ?? ''}:${filters.search ?? ''}`;
      const answer = await cache.answer(key, async () =>
        JSON.stringify(await listProducts(app.db, filters, language)),
      );
      return sendCachedAnswer(request, reply, answer!);
    },
  );

  app.get(
    '/products/:id',
    {
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
    async (request, reply) => {
      const { language } = request;
      const { id } = request.params;
      const found = await cachedProductLookup(
        cache,
        app.db,
        `api:product:${language}:${id}`,
        id,
        async (product) =>
          JSON.stringify(await withBundleContents(app.db, toProductDto(product, language), language)),
      );
      if (found.kind === 'found') return sendCachedAnswer(request, reply, found.answer);
      if (found.kind === 'moved') {
        const query = request.query.lang ? `?lang=${request.query.lang}` : '';
        return reply.redirect(`/api/products/${found.slug}${query}`, 301);
      }
      throw notFound('productNotFound');
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
