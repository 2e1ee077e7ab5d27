import {
  adminCancellationNotesQuerySchema,
  adminCancellationNotesSchema,
  adminSaveOfferListSchema,
  adminSaveOfferParamsSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionListSchema,
  leaseDunningSettingsBodySchema,
  leaseDunningSettingsSchema,
  leaseGraceExtensionBodySchema,
  leaseParamsSchema,
  leaseSchema,
  saveOfferSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http/error-responses';
import { recordAdminAudit } from '../audit';
import { adminCancellationNotes } from './admin-cancellation-notes';
import { adminListSubscriptions } from './admin-list';
import { adminSaveOfferStats, setProductSaveOffer } from './admin-save-offers';
import { readDunningSettings, saveDunningSettings } from './dunning-settings';
import { extendLeaseGrace } from './grace';
import { LEASE_GRACE_MAILS } from './grace-mails';

/** The back-office's leases, list and grace extension: registered inside the admin routes plugin, which admits admins only. */
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
    async (request) => adminListSubscriptions(app.leaseDeps, request.query, request.language),
  );
  app.post(
    '/admin/subscriptions/:id/grace',
    {
      schema: {
        tags: ['admin'],
        summary: "Extend a past-due lease's grace period by some days (audited subscription.extendGrace)",
        security: [{ bearer: [] }],
        params: leaseParamsSchema,
        body: leaseGraceExtensionBodySchema,
        response: { 200: leaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const lease = await extendLeaseGrace(
        app.leaseDeps,
        request.params.id,
        request.body,
        request.language,
        (tx, change) =>
          recordAdminAudit(tx, request, {
            action: 'subscription.extendGrace',
            target: `subscription:${request.params.id}`,
            before: { graceUntil: change.before },
            after: { graceUntil: change.after, days: request.body.days },
          }),
      );
      // The new grace end may bring its reminder due now.
      app.dueWork.wake(LEASE_GRACE_MAILS);
      return lease;
    },
  );
  app.get(
    '/admin/subscriptions/save-offers',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Each leased product's save offer and its cancellations counted by reason and by the offer's answer",
        security: [{ bearer: [] }],
        response: { 200: adminSaveOfferListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ products: await adminSaveOfferStats(app.db, request.language) }),
  );
  app.get(
    '/admin/subscriptions/cancellation-notes',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The buyers' free text from the cancel dialog, with reason and offer answer, newest first, 20 a page",
        security: [{ bearer: [] }],
        querystring: adminCancellationNotesQuerySchema,
        response: { 200: adminCancellationNotesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminCancellationNotes(app.db, request.query, request.language),
  );
  app.put(
    '/admin/subscriptions/save-offers/:productId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Set a product's save offer: none, a pause of up to 3 months, or a coupon for the next periods",
        security: [{ bearer: [] }],
        params: adminSaveOfferParamsSchema,
        body: saveOfferSchema,
        response: { 200: adminSaveOfferListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { productId } = request.params;
      await setProductSaveOffer(app.db, productId, request.body, (tx, before) =>
        recordAdminAudit(tx, request, {
          action: 'product.saveOffer',
          target: `product:${productId}`,
          before,
          after: request.body,
        }),
      );
      return { products: await adminSaveOfferStats(app.db, request.language) };
    },
  );
  app.get(
    '/admin/lease-dunning',
    {
      schema: {
        tags: ['admin'],
        summary:
          "When the dunning e-mails of a lease's grace period go out (days after the failure, before the end)",
        security: [{ bearer: [] }],
        response: { 200: leaseDunningSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readDunningSettings(app.leaseDeps),
  );
  app.put(
    '/admin/lease-dunning',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the dunning e-mails' days, inside the grace period (audited leaseDunning.update)",
        security: [{ bearer: [] }],
        body: leaseDunningSettingsBodySchema,
        response: { 200: leaseDunningSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const saved = await saveDunningSettings(app.leaseDeps, request.body, (tx, before) =>
        recordAdminAudit(tx, request, {
          action: 'leaseDunning.update',
          target: 'leaseDunning',
          before,
          after: request.body,
        }),
      );
      // Reminders may fall due at other times now.
      app.dueWork.wake(LEASE_GRACE_MAILS);
      return saved;
    },
  );
};
