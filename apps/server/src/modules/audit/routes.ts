import { adminAuditListSchema, adminAuditQuerySchema, apiErrorSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminAudit } from './service';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin writes and maintenance runs, newest first (20 a page)',
        security: [{ bearer: [] }],
        querystring: adminAuditQuerySchema,
        response: {
          200: adminAuditListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAdminAudit(app.db, request.query),
  );
};
