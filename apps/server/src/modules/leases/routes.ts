import {
  apiErrorSchema,
  leaseCardLinkQuerySchema,
  leaseCheckoutAnswerSchema,
  leaseCheckoutRequestSchema,
  leaseListSchema,
  leaseMachineBodySchema,
  leaseParamsSchema,
  leasePortalAnswerSchema,
  leaseSchema,
  licenceFileResponseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { readReferralCookie } from '../affiliates';
import { openCardUpdate } from './card-link';
import { openLeaseCheckout } from './checkout';
import { registerLeaseEvents } from './events';
import { bindLeaseMachine, leaseFileLink } from './licence';
import { listMyLeases, openLeasePortal, setLeaseCancellation } from './service';

const errors = errorResponses(400, 401, 404, 409, 503);

/**
 * The buyer's leases (docs/rules/leases.md): subscribe, list, resume a cancellation (here or in the provider's
 * Customer Portal), bind the licence to a machine and download its file. Their own only. Cancelling, with its
 * reason and save offer, is `save-offer-routes.ts`.
 */
export const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.leaseDeps;
  registerLeaseEvents(app);
  app.post(
    '/leases/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary: 'Open a subscription checkout for one product on its monthly or yearly plan',
        security: [{ bearer: [] }],
        body: leaseCheckoutRequestSchema,
        response: { 200: leaseCheckoutAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The partner link the buyer came through: every period of the lease answers to it (docs/rules/affiliates.md).
      const referral = readReferralCookie(deps.referralSecret, request.headers);
      return openLeaseCheckout(deps, user, { ...request.body, referral }, request.language);
    },
  );
  app.get(
    '/leases',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary: "The signed-in buyer's leases with their next renewal date, newest first",
        security: [{ bearer: [] }],
        response: { 200: leaseListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ leases: await listMyLeases(deps, currentUser(request).id, request.language) }),
  );
  app.post(
    '/leases/:id/resume',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary: 'Resume a lease cancelled at period end',
        security: [{ bearer: [] }],
        params: leaseParamsSchema,
        response: { 200: leaseSchema, ...errors },
      },
    },
    async (request) =>
      setLeaseCancellation(deps, currentUser(request).id, request.params.id, false, request.language),
  );

  app.post(
    '/leases/:id/portal',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary:
          "A Customer Portal session for the lease's customer (payment method, invoices, cancel, resume)",
        security: [{ bearer: [] }],
        params: leaseParamsSchema,
        response: { 200: leasePortalAnswerSchema, ...errors },
      },
    },
    async (request) => openLeasePortal(deps, currentUser(request).id, request.params.id),
  );

  // The dunning e-mails' one-click link: the link is the credential (no bearer token in an e-mail's link).
  app.get(
    '/leases/:id/card',
    {
      schema: {
        tags: ['leases'],
        summary:
          "Follow a dunning e-mail's signed link: 303 to the provider's page where the lease's customer updates the card",
        params: leaseParamsSchema,
        querystring: leaseCardLinkQuerySchema,
        response: errorResponses(400, 404, 503),
      },
    },
    async (request, reply) =>
      reply.redirect(await openCardUpdate(deps, request.params.id, request.query.token), 303),
  );

  app.post(
    '/leases/:id/machine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary: "Bind the lease's licence to a machine (MachineId-Name), once, while the lease entitles",
        security: [{ bearer: [] }],
        params: leaseParamsSchema,
        body: leaseMachineBodySchema,
        response: { 200: leaseSchema, ...errors },
      },
    },
    async (request) =>
      bindLeaseMachine(deps, currentUser(request).id, request.params.id, request.body, request.language),
  );

  app.get(
    '/leases/:id/file',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leases'],
        summary: "A 5-minute link to the lease's licence file, signed afresh (kind lease), while it entitles",
        security: [{ bearer: [] }],
        params: leaseParamsSchema,
        response: { 200: licenceFileResponseSchema, ...errors },
      },
    },
    async (request) => leaseFileLink(deps, currentUser(request).id, request.params.id),
  );
};
