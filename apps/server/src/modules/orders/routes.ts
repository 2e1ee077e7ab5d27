import { apiErrorSchema, orderListSchema, orderParamsSchema, orderSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { notFound } from '../../lib/errors';
import { findVisibleOrder, listUserOrders, loadOrders } from './service';

/** Orders are read here; they are created and moved through their life by the checkout module. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/orders/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        security: [{ bearer: [] }],
        response: { 200: orderListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listUserOrders(app.db, currentUser(request).id, request.language),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "One order: its owner's or, for admins, any (others get 404)",
        security: [{ bearer: [] }],
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(app.db, request.params.id, currentUser(request));
      if (!order) throw notFound('order.notFound');
      const [dto] = await loadOrders(app.db, [order], request.language);
      return dto!;
    },
  );
};
