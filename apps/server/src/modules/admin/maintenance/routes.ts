import { apiErrorSchema, maintenanceResultSchema, maintenanceRunSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvStream } from '../../../lib/http/csv-reply';
import { clientSummaryCsv, countClients } from './client-summary-export';
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

  app.get(
    '/admin/client-summary/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every customer who ordered (orders, paid, spent net of refunds, live licences) as a CSV file, streamed (x-export-rows announces the row count)',
        security: [{ bearer: [] }],
        response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const rows = await countClients(app.db);
      return sendCsvStream(reply, { name: `client-summary-${day}.csv`, rows }, clientSummaryCsv(app.db));
    },
  );
};
