import {
  adminCouponBodySchema,
  adminCouponListSchema,
  adminCouponSchema,
  couponParamsSchema,
  pageQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http/error-responses';
import { recordAdminAudit } from '../audit';
import { createCoupon, listCoupons, updateCoupon } from './admin';
import type { CouponRow } from './rules';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What the audit log keeps of a coupon: its terms (dates as ISO text). */
const audited = (row: CouponRow) => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  productId: row.productId,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  firstPurchaseOnly: row.firstPurchaseOnly,
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/**
 * The back-office's coupons (docs/rules/coupons.md): registered inside the admin routes plugin, whose onRequest
 * hook admits admins only. Every write is audited in its transaction (`coupon.create`, `coupon.update`).
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  app.get(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Coupons, newest first, paged (20), with their uses',
        security,
        querystring: pageQuerySchema,
        response: { 200: adminCouponListSchema, ...errors },
      },
    },
    async (request) => listCoupons(app.db, request.query, request.language),
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon (audited coupon.create); 409 coupon.codeTaken when the code is in use',
        security,
        body: adminCouponBodySchema,
        response: { 201: adminCouponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, request.body, request.language, (tx, after) =>
        recordAdminAudit(tx, request, {
          action: 'coupon.create',
          target: `coupon:${after.id}`,
          after: audited(after),
        }),
      );
      return reply.status(201).send(coupon);
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit or disable a coupon (audited coupon.update); orders that used it keep their discount',
        security,
        params: couponParamsSchema,
        body: adminCouponBodySchema,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) =>
      updateCoupon(app.db, request.params.id, request.body, request.language, (tx, before, after) =>
        recordAdminAudit(tx, request, {
          action: 'coupon.update',
          target: `coupon:${after.id}`,
          before: audited(before),
          after: audited(after),
        }),
      ),
  );
};
