import {
  adminOrderParamsSchema,
  adminRefundPlanSchema,
  adminRefundRequestSchema,
  adminRefundResultSchema,
  adminViesCheckResultSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { refundPlan } from './plan';
import { refundOrder } from './service';
import { recheckOrderVat } from './vat-refund';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** The back-office refund routes (docs/rules/refunds.md); admin only (the back-office's one check, before validation). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's refund dialog: lines left to refund, licences, days since payment, credit notes",
        security: [{ bearer: [] }],
        params: adminOrderParamsSchema,
        response: { 200: adminRefundPlanSchema, ...errors },
      },
    },
    async (request) => refundPlan(app.db, request.params.id, new Date(), request.language),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund an order in full or by lines through Stripe (a free order is cancelled)',
        security: [{ bearer: [] }],
        params: adminOrderParamsSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminRefundResultSchema, ...errors },
      },
    },
    async (request) => refundOrder(app.refunds, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/orders/:id/vies-check',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Ask VIES again about an order's VAT number charged VAT unconfirmed; refunds the VAT when valid",
        security: [{ bearer: [] }],
        params: adminOrderParamsSchema,
        response: { 200: adminViesCheckResultSchema, ...errors },
      },
    },
    async (request) =>
      recheckOrderVat(
        { ...app.refunds, vies: app.config.vies, sellerIdentity: app.sellerIdentity },
        actorOf(request),
        request.params.id,
      ),
  );
};
