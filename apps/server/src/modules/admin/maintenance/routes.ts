import { apiErrorSchema, maintenanceResultSchema, maintenanceRunSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runMaintenanceTask } from './service';

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/maintenance/run',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Run a maintenance task (maintenanceDryRun, maintenanceDB, checkUsers, clientSummary, listLicenseRequests, exportLicenseRequests); every run is audited',
        security: [{ bearer: [] }],
        body: maintenanceRunSchema,
        response: {
          200: maintenanceResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => runMaintenanceTask(app, request, request.body.task),
  );
};
