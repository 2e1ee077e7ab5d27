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
import { findProduct, listProducts, quoteCart, toProductDto } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products, with optional category filter, free-only filter, text search and sort',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listProducts(app.db, request.query, request.query.lang ?? request.language),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by id or slug; a legacy slug answers 301 to the new one',
        params: productParamsSchema,
        querystring: z.object({ lang: productListQuerySchema.shape.lang }).strict(),
        response: { 200: productSchema, 301: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const lookup = await findProduct(app.db, request.params.id);
      if (lookup.kind === 'moved') {
        const query = request.query.lang ? `?lang=${request.query.lang}` : '';
        return reply.redirect(`/api/products/${lookup.slug}${query}`, 301);
      }
      if (lookup.kind === 'missing') throw notFound('productNotFound');
      return toProductDto(lookup.product, request.query.lang ?? request.language);
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
