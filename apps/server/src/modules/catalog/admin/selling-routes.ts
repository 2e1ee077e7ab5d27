import {
  apiErrorSchema,
  bundleContentsBodySchema,
  productIdParamsSchema,
  productSellingSchema,
  upgradePathsBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAdminAudit } from '../../audit';
import { productSelling, setBundleContents, setUpgradePaths } from '../selling';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The product form's bundle contents and upgrade paths (docs/rules/bundles.md, docs/rules/upgrades.md). Each
 * write is audited in its transaction. Every route is admin-only.
 */
export const adminSellingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products/:id/selling',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The indicators a product contains (a bundle) and the products it upgrades to',
        params: productIdParamsSchema,
        response: { 200: productSellingSchema, ...errors },
      },
    },
    async (request) => productSelling(app.db, request.params.id, request.language),
  );

  app.put(
    '/admin/products/:id/bundle',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Set the indicators a bundle grants (an empty list makes it a plain product)',
        params: productIdParamsSchema,
        body: bundleContentsBodySchema,
        response: { 200: productSellingSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const change = await setBundleContents(tx, id, request.body.productIds, request.language);
        await recordAdminAudit(tx, request, {
          action: 'product.bundle',
          target: `product:${id}`,
          before: { contains: change.before },
          after: { contains: change.after },
        });
      });
      return productSelling(app.db, id, request.language);
    },
  );

  app.put(
    '/admin/products/:id/upgrade-paths',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Set the products a buyer of this one may upgrade to, optionally within N days of the purchase',
        params: productIdParamsSchema,
        body: upgradePathsBodySchema,
        response: { 200: productSellingSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const change = await setUpgradePaths(tx, id, request.body.paths, request.language);
        await recordAdminAudit(tx, request, {
          action: 'product.upgradePaths',
          target: `product:${id}`,
          before: { paths: change.before },
          after: { paths: change.after },
        });
      });
      return productSelling(app.db, id, request.language);
    },
  );
};
