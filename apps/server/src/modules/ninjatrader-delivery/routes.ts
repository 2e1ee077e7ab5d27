import {
  apiErrorSchema,
  vendorLicenceDoneBodySchema,
  vendorLicenceStatusListSchema,
  vendorLicenceTaskListSchema,
  vendorLicenceTaskParamsSchema,
  vendorLicenceTaskQuerySchema,
  vendorLicenceTaskSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { csvExportRoute, exportDay } from '../../lib/http/csv-reply';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { SUPPORT_LANGUAGE } from '../contact';
import { listVendorLicenceTasks, markVendorLicenceTask, myVendorLicences, pendingTasksCsv } from './list';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The buyer's view (docs/rules/vendor-licences.md): where each of their NinjaTrader licences stands. */
export const vendorLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor-licences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['licences'],
        summary: "The signed-in buyer's licences delivered through NinjaTrader, and where each stands",
        security: [{ bearer: [] }],
        response: { 200: vendorLicenceStatusListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => myVendorLicences(app.db, currentUser(request).id, request.language),
  );
};

/** The back-office list: registered inside the admin routes plugin, whose onRequest hook admits admins only. */
export const adminVendorLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/vendor-licences',
    {
      schema: {
        tags: ['admin'],
        summary:
          'NinjaTrader licences to create or revoke, pending (oldest first) or done (newest first), 50 a page',
        security: [{ bearer: [] }],
        querystring: vendorLicenceTaskQuerySchema,
        response: { 200: vendorLicenceTaskListSchema, ...errors },
      },
    },
    async (request) => listVendorLicenceTasks(app.db, request.query, request.language),
  );

  app.route(
    csvExportRoute(
      '/admin/vendor-licences/export',
      'The NinjaTrader licences to create or revoke',
      async () => {
        // Product names in the staff's language, as the shop's notices to its staff are.
        const { rows, text } = await pendingTasksCsv(app.db, SUPPORT_LANGUAGE);
        const chunks = (async function* () {
          yield text;
        })();
        return { name: `ninjatrader-licences-${exportDay()}.csv`, rows, chunks };
      },
    ),
  );

  app.post(
    '/admin/vendor-licences/:id/done',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mark a NinjaTrader licence task done, or undo the mark (audited vendorLicence.done / .undone)',
        security: [{ bearer: [] }],
        params: vendorLicenceTaskParamsSchema,
        body: vendorLicenceDoneBodySchema,
        response: { 200: vendorLicenceTaskSchema, ...errors },
      },
    },
    async (request) =>
      markVendorLicenceTask(app.db, actorOf(request), request.params.id, request.body.done, request.language),
  );
};
