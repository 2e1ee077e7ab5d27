import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrderSummarySchema,
  adminOrderUpdateSchema,
  apiErrorSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit';
import { listOrders, updateOrder } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, by customer or short id and status (20 a page)',
        security: [{ bearer: [] }],
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => listOrders(app.db, request.query, { viesRecheckDays: app.config.vies.recheckDays }),
  );

  app.put(
    '/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set paid (runs the payment fulfilment, or revokes when unset) and delivered',
        security: [{ bearer: [] }],
        params: adminOrderParamsSchema,
        body: adminOrderUpdateSchema,
        response: { 200: adminOrderSummarySchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => updateOrder(app, actorOf(request), request.params.id, request.body),
  );
};
