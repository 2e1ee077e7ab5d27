import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  adminProductStatsSchema,
  apiErrorSchema,
  bulkPriceResultSchema,
  bulkPriceUpdateSchema,
  priceChangeSchema,
  priceHistorySchema,
  productIdParamsSchema,
  productPublicationSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/auth/plugin';
import type { Transaction } from '../../../lib/db/client';
import { notFound } from '../../../lib/errors';
import { recordAdminAudit } from '../../audit';
import { adminProductDtoOf } from '../service';
import { applyPriceChanges, bulkResults, changeProductPrice, type PriceChangeOutcome } from './prices';
import { setProductPublication } from './products';
import { listAdminProducts, priceHistory, productStats } from './queries';

/** One audit entry per product whose price really changed, in the transaction that changed it. */
async function auditPrices(
  tx: Transaction,
  request: FastifyRequest,
  action: string,
  outcomes: PriceChangeOutcome[],
) {
  for (const { before, after, reason } of outcomes) {
    if (before.priceCents === after.priceCents) continue;
    await recordAdminAudit(tx, request, {
      action,
      target: `product:${after.id}`,
      before: { priceCents: before.priceCents },
      after: { priceCents: after.priceCents, reason },
    });
  }
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Admin product list, stats and prices (docs/rules/back-office.md). Admin-only: the back-office registers it behind its one check. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Page of products (search, category, sort) with the category list; 50 a page by default',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, ...errors },
      },
    },
    async (request) => listAdminProducts(app.db, request.query, request.language),
  );

  app.get(
    '/admin/products/stats',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Product count, revenue and sales of paid orders, average basket',
        response: { 200: adminProductStatsSchema, ...errors },
      },
    },
    async () => productStats(app.db),
  );

  app.put(
    '/admin/products/:id/price',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Change one price (recorded in the price history)',
        params: productIdParamsSchema,
        body: priceChangeSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { after } = await app.db.transaction(async (tx) => {
        const outcome = await changeProductPrice(
          tx,
          { productId: request.params.id, ...request.body },
          admin.id,
        );
        await auditPrices(tx, request, 'product.price', [outcome]);
        return outcome;
      });
      return adminProductDtoOf(app.db, after, request.language);
    },
  );

  for (const path of ['/admin/products/bulk-price-update', '/admin/products/bulk-price']) {
    app.put(
      path,
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          summary: 'Change several prices in one transaction: one bad line changes nothing and is named',
          body: bulkPriceUpdateSchema,
          response: { 200: bulkPriceResultSchema, ...errors },
        },
      },
      async (request) => {
        const admin = currentUser(request);
        const outcomes = await app.db.transaction(async (tx) => {
          const applied = await applyPriceChanges(tx, request.body.updates, admin.id);
          await auditPrices(tx, request, 'product.bulkPrice', applied);
          return applied;
        });
        return { results: bulkResults(outcomes, request.language) };
      },
    );
  }

  app.put(
    '/admin/products/:id/publication',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Put a product on sale or take it off sale (hidden from the storefront, kept for past buyers)',
        params: productIdParamsSchema,
        body: productPublicationSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const { published } = request.body;
      const { after } = await app.db.transaction(async (tx) => {
        const change = await setProductPublication(tx, request.params.id, published);
        if (change.before.published !== published) {
          await recordAdminAudit(tx, request, {
            action: published ? 'product.publish' : 'product.unpublish',
            target: `product:${change.after.id}`,
            before: { published: change.before.published },
            after: { published },
          });
        }
        return change;
      });
      return adminProductDtoOf(app.db, after, request.language);
    },
  );

  app.get(
    '/admin/products/:id/price-history',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Price changes of one product, newest first: who, when, old and new price, reason',
        params: productIdParamsSchema,
        response: { 200: priceHistorySchema, ...errors },
      },
    },
    async (request) => {
      const history = await priceHistory(app.db, request.params.id);
      if (!history) throw notFound('productNotFound');
      return { history };
    },
  );
};
