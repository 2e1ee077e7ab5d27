import {
  leaseAcceptSaveOfferSchema,
  leaseCancelReasonSchema,
  leaseParamsSchema,
  leaseSaveOfferAnswerSchema,
  leaseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { acceptSaveOffer, cancelLeaseWithReason, endLeasePause, leaseSaveOffer } from './save-offers';

const errors = errorResponses(400, 401, 404, 409, 503);

/**
 * Cancelling a lease (docs/rules/leases.md, "Cancelling: why, and an offer"): the offer shown first, then either
 * the cancellation at period end with the buyer's reason, or the offer accepted (a pause or a coupon); and a
 * pause ended early. The buyer's own leases only.
 */
export const leaseSaveOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.leaseDeps;
  const auth = { onRequest: app.authenticate };
  const schema = { tags: ['leases'], security: [{ bearer: [] }], params: leaseParamsSchema };

  app.get(
    '/leases/:id/save-offer',
    {
      ...auth,
      schema: {
        ...schema,
        summary: "The offer a lease's buyer gets before cancelling: a pause, a coupon, or none",
        response: { 200: leaseSaveOfferAnswerSchema, ...errors },
      },
    },
    async (request) => leaseSaveOffer(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/leases/:id/cancel',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          'Cancel a lease at the end of its period, with an optional reason and note (the offer declined)',
        // A request without a body (as before reasons were asked) reaches validation as null.
        body: leaseCancelReasonSchema.nullish(),
        response: { 200: leaseSchema, ...errors },
      },
    },
    async (request) =>
      cancelLeaseWithReason(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body ?? {},
        request.language,
      ),
  );

  app.post(
    '/leases/:id/save-offer',
    {
      ...auth,
      schema: {
        ...schema,
        summary: "Keep the lease on its product's save offer instead of cancelling: a pause or a coupon",
        body: leaseAcceptSaveOfferSchema,
        response: { 200: leaseSchema, ...errors },
      },
    },
    async (request) =>
      acceptSaveOffer(deps, currentUser(request).id, request.params.id, request.body, request.language),
  );

  app.post(
    '/leases/:id/end-pause',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'End an accepted pause early: the next period end bills again',
        response: { 200: leaseSchema, ...errors },
      },
    },
    async (request) => endLeasePause(deps, currentUser(request).id, request.params.id, request.language),
  );
};
