import {
  apiErrorSchema,
  leaseCheckoutAnswerSchema,
  leaseCheckoutRequestSchema,
  leaseListSchema,
  leaseParamsSchema,
  leaseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { openLeaseCheckout } from './checkout';
import { registerLeaseEvents } from './events';
import { listMyLeases, setLeaseCancellation } from './service';

const errors = errorResponses(400, 401, 404, 409, 503);

/** The buyer's leases (docs/rules/leases.md): subscribe, list, cancel at period end, resume. Their own only. */
export const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return openLeaseCheckout(app, user, request.body, request.language);
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
    async (request) => ({ leases: await listMyLeases(app, currentUser(request).id, request.language) }),
  );
  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/leases/:id/${action}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['leases'],
          summary: cancel
            ? 'Cancel a lease at the end of its period'
            : 'Resume a lease cancelled at period end',
          security: [{ bearer: [] }],
          params: leaseParamsSchema,
          response: { 200: leaseSchema, ...errors },
        },
      },
      async (request) =>
        setLeaseCancellation(app, currentUser(request).id, request.params.id, cancel, request.language),
    );
  }
};
