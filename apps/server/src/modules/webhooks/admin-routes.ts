import {
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointBodySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { WEBHOOK_DELIVERIES } from './delivery';
import { listDeliveries, replayDelivery } from './delivery-log';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from './endpoints';

const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The back-office's webhook endpoints and their delivery log (docs/rules/webhooks.md); admins only. */
export const adminWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.webhookDeps;
  app.get(
    '/admin/webhooks',
    {
      schema: {
        ...admin,
        summary: 'The webhook endpoints, newest first (never their secrets)',
        response: { 200: webhookEndpointListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ endpoints: await listEndpoints(deps) }),
  );
  app.post(
    '/admin/webhooks',
    {
      schema: {
        ...admin,
        summary: 'Register an endpoint; its signing secret is answered this once (audited webhook.create)',
        body: webhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEndpoint(deps, request.body, actorOf(request))),
  );
  app.put(
    '/admin/webhooks/:id',
    {
      schema: {
        ...admin,
        summary: 'Change an endpoint; turning it back on clears its failures (audited webhook.update)',
        params: webhookEndpointParamsSchema,
        body: webhookEndpointBodySchema,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const endpoint = await updateEndpoint(deps, request.params.id, request.body, actorOf(request));
      app.dueWork.wake(WEBHOOK_DELIVERIES);
      return endpoint;
    },
  );
  app.delete(
    '/admin/webhooks/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete an endpoint with its deliveries (audited webhook.delete)',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteEndpoint(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/webhooks/:id/secret',
    {
      schema: {
        ...admin,
        summary:
          'Rotate the signing secret; the old one signs beside it for 24 h (audited webhook.rotateSecret)',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointWithSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateSecret(deps, request.params.id, actorOf(request)),
  );
  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      schema: {
        ...admin,
        summary: "An endpoint's latest deliveries with each try's answer",
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ deliveries: await listDeliveries(deps, request.params.id) }),
  );
  app.post(
    '/admin/webhooks/deliveries/:id/replay',
    {
      schema: {
        ...admin,
        summary: 'Send a delivery again, with the same webhook-id (audited webhook.replay)',
        params: webhookDeliveryParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await replayDelivery(deps, request.params.id, actorOf(request));
      app.dueWork.wake(WEBHOOK_DELIVERIES);
      return reply.status(204).send(null);
    },
  );
};
