import { apiErrorSchema, maintenanceResultSchema, maintenanceRunSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExportRoute, exportDay } from '../../lib/http/csv-reply';
import { archiveDamagedMail } from '../../lib/mail/templates/index';
import { checkArchive } from '../archive';
import { actorOf } from '../audit';
import { expireAbandonedOrders } from '../checkout';
import { SUPPORT_LANGUAGE } from '../contact';
import { clientSummaryCsv, countClients } from './client-summary-export';
import type { MaintenanceDeps } from './context';
import { countLicenceRequests, exportName, licenceRequestsCsv } from './licence-export';
import { runMaintenanceTask } from './service';

export const adminMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MaintenanceDeps = {
    db: app.db,
    storage: app.storage,
    signedUrls: app.signedUrls,
    expireAbandonedOrders: () => expireAbandonedOrders(app),
    checkArchive: () => checkArchive({ db: app.db, storage: app.storage }),
    tellSellerOfDamage: async (documents) => {
      await app.mail.enqueue(
        archiveDamagedMail({
          to: await app.supportAddress(),
          language: SUPPORT_LANGUAGE,
          documents,
          seller: await app.sellerIdentity.current(),
        }),
      );
    },
    log: app.log,
  };
  app.post(
    '/admin/maintenance/run',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Run a maintenance task (maintenanceDryRun, maintenanceDB, checkUsers, clientSummary, listLicenseRequests, exportLicenseRequests, checkArchive); every run is audited',
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
    async (request) =>
      runMaintenanceTask(deps, {
        task: request.body.task,
        actor: actorOf(request),
        language: request.language,
      }),
  );

  app.route(
    csvExportRoute(
      '/admin/client-summary/export',
      'Every customer who ordered (orders, paid, spent net of refunds, live licences)',
      async () => ({
        name: `client-summary-${exportDay()}.csv`,
        rows: await countClients(app.db),
        chunks: clientSummaryCsv(app.db),
      }),
    ),
  );

  app.route(
    csvExportRoute(
      '/admin/license-requests/export',
      'Every licence request (the exportLicenseRequests columns)',
      async () => ({
        name: exportName(new Date()),
        rows: await countLicenceRequests(app.db),
        chunks: licenceRequestsCsv(app.db),
      }),
    ),
  );
};
