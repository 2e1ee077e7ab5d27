import {
  adminRefundRequestListSchema,
  apiErrorSchema,
  orderParamsSchema,
  refundRequestBodySchema,
  refundRequestDeclineSchema,
  refundRequestFormSchema,
  refundRequestListSchema,
  refundRequestParamsSchema,
  refundRequestSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { approveRefundRequest, declineRefundRequest } from './decisions';
import { listMyRequests, listOpenRequests, requestForm } from './queries';
import { createRefundRequest } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** The buyer's refund requests (docs/rules/refunds.md): their own orders only. */
export const refundRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.refundRequests;
  app.get(
    '/refund-requests/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The signed-in buyer's refund requests, newest first",
        security: [{ bearer: [] }],
        response: { 200: refundRequestListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyRequests(app.db, currentUser(request).id, request.language),
  );
  app.get(
    '/orders/:id/refund-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "What a refund request may ask back of one of the buyer's orders, and its requests",
        security: [{ bearer: [] }],
        params: orderParamsSchema,
        response: { 200: refundRequestFormSchema, ...errors },
      },
    },
    async (request) => requestForm(app.db, currentUser(request).id, request.params.id, request.language),
  );
  app.post(
    '/orders/:id/refund-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Ask for lines of a paid order back within the 7 days of the refund policy',
        security: [{ bearer: [] }],
        params: orderParamsSchema,
        body: refundRequestBodySchema,
        response: { 201: refundRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRefundRequest(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body,
        new Date(),
      );
      return reply.code(201).send(created);
    },
  );
};

/** The back-office queue of open requests and their decisions; admin only (the back-office's one check, before validation). */
export const adminRefundRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.refundRequests;
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  app.get(
    '/admin/refund-requests',
    {
      schema: {
        ...admin,
        summary: 'Open refund requests, oldest first',
        response: { 200: adminRefundRequestListSchema, ...errors },
      },
    },
    async (request) => listOpenRequests(app.db, request.language),
  );
  app.post(
    '/admin/refund-requests/:id/approve',
    {
      schema: {
        ...admin,
        summary: 'Approve a refund request: its lines are refunded through Stripe',
        params: refundRequestParamsSchema,
        response: { 200: refundRequestSchema, ...errors },
      },
    },
    async (request) => approveRefundRequest(deps, actorOf(request), request.params.id, request.language),
  );
  app.post(
    '/admin/refund-requests/:id/decline',
    {
      schema: {
        ...admin,
        summary: 'Decline a refund request with a reason the buyer is sent',
        params: refundRequestParamsSchema,
        body: refundRequestDeclineSchema,
        response: { 200: refundRequestSchema, ...errors },
      },
    },
    async (request) =>
      declineRefundRequest(deps, actorOf(request), request.params.id, request.body.reason, request.language),
  );
};
