import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { notFound } from '../../lib/errors';
import {
  findVisibleOrder,
  insertPendingOrder,
  listUserOrders,
  loadOrders,
  priceLines,
  totalOf,
} from './service';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.post(
    '/orders',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Create a pending order priced from the database (client prices are ignored)',
        security: [{ bearer: [] }],
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lines = await priceLines(app.db, request.body.orderItems, request.language);
      const order = await app.db.transaction((tx) =>
        insertPendingOrder(tx, {
          userId: user.id,
          lines,
          language: request.language,
          isFree: totalOf(lines) === 0,
        }),
      );
      const [dto] = await loadOrders(app.db, [order], request.language);
      return reply.status(201).send(dto!);
    },
  );

  app.get(
    '/orders/mine',
    {
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
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
