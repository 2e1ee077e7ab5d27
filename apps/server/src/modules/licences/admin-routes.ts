import {
  adminLicenceCheckInsSchema,
  adminLicenceListQuerySchema,
  adminLicenceListSchema,
  adminLicenceUpdateSchema,
  licenceAlertsSchema,
  licenceParamsSchema,
  licenceRequestSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { recordAdminAudit } from '../audit';
import {
  adminExportLicence,
  adminListLicences,
  adminUpdateLicence,
  type LicenceAudit,
} from './admin-service';
import { licenceAlertsOf, setLicenceAlerts } from './alerts';
import { licenceCheckIns } from './check-ins';
import { licenceErrorResponses } from './routes';
import { buildVendorKit } from './vendor-kit';

/**
 * Issue 11: the admin licence requests (docs/rules/licences.md), every write recorded in the audit log. Registered
 * inside the admin routes plugin, whose onRequest hook admits admins only.
 */
export const adminLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = licenceErrorResponses;
  const auditOf =
    (request: FastifyRequest, action: string, id: string): LicenceAudit =>
    (tx, change) =>
      recordAdminAudit(tx, request, {
        action,
        target: `licence:${id}`,
        before: change.before,
        after: { status: change.after.status, adminNotes: change.after.adminNotes },
      });

  app.get(
    '/admin/license-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Licence requests, newest first, paged (20), optionally of one status',
        security: [{ bearer: [] }],
        querystring: adminLicenceListQuerySchema,
        response: { 200: adminLicenceListSchema, ...errors },
      },
    },
    async (request) => adminListLicences(app.licences, request.query, request.language),
  );

  app.put(
    '/admin/license-requests/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set any status and the notes of a licence request',
        security: [{ bearer: [] }],
        params: licenceParamsSchema,
        body: adminLicenceUpdateSchema,
        response: { 200: licenceRequestSchema, ...errors },
      },
    },
    async (request) =>
      adminUpdateLicence(
        app.licences,
        request.params.id,
        request.body,
        request.language,
        auditOf(request, 'licence.update', request.params.id),
      ),
  );

  app.post(
    '/admin/license-requests/:id/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign, mark exported and send (or resend) the licence through the exporters',
        security: [{ bearer: [] }],
        params: licenceParamsSchema,
        response: { 200: licenceRequestSchema, ...errors },
      },
    },
    async (request) =>
      adminExportLicence(
        app.licences,
        request.params.id,
        request.language,
        auditOf(request, 'licence.export', request.params.id),
      ),
  );

  app.get(
    '/admin/licence-alerts',
    {
      schema: {
        tags: ['admin'],
        summary: 'How the signed-in admin hears of new licence requests: each, daily digest or none',
        security: [{ bearer: [] }],
        response: { 200: licenceAlertsSchema, ...errors },
      },
    },
    async (request) => ({ mode: await licenceAlertsOf(app.db, currentUser(request).id) }),
  );

  app.put(
    '/admin/licence-alerts',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the signed-in admin's own licence request alerts (each, daily digest or none)",
        security: [{ bearer: [] }],
        body: licenceAlertsSchema,
        response: { 200: licenceAlertsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      return app.db.transaction(async (tx) => {
        const change = await setLicenceAlerts(tx, id, request.body.mode);
        await recordAdminAudit(tx, request, {
          action: 'licence.alerts',
          target: `user:${id}`,
          before: { mode: change.before },
          after: { mode: change.after },
        });
        return { mode: change.after };
      });
    },
  );

  app.get(
    '/admin/licence-check-ins',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Active machines per product and the client and NinjaTrader versions they run (the indicators' check-ins)",
        security: [{ bearer: [] }],
        response: { 200: adminLicenceCheckInsSchema, ...errors },
      },
    },
    async () => licenceCheckIns(app.licences),
  );

  app.get(
    '/admin/licence-vendor-kit',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The NinjaScript licence client's source with this shop's URL and public key, and a sample indicator (zip)",
        security: [{ bearer: [] }],
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="shop-licensing-ninjascript.zip"')
        .send(await buildVendorKit(app.licences)),
  );
};
