import { adminSubscriptionListQuerySchema, adminSubscriptionListSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http/error-responses';
import { adminListSubscriptions } from './admin-list';

/** The back-office's leases: registered inside the admin routes plugin, whose onRequest hook admits admins only. */
export const adminLeaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Leases, newest first, paged, optionally of one status (never-paid checkouts left out)',
        security: [{ bearer: [] }],
        querystring: adminSubscriptionListQuerySchema,
        response: { 200: adminSubscriptionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminListSubscriptions(app, request.query, request.language),
  );
};
