import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { webhookEventTypes, webhookPayloadSchemaOf } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type OpenApiWebhooks = NonNullable<
  Extract<FastifyDynamicSwaggerOptions['openapi'], { webhooks?: unknown }>['webhooks']
>;

/**
 * The events the shop sends to the owner's endpoints, as OpenAPI 3.1's `webhooks` (docs/rules/webhooks.md):
 * each a POST of `{ type, timestamp, data }` signed with the Standard Webhooks headers.
 * zod's JSON Schema (draft 2020-12) is an OpenAPI 3.1 schema: only the two libraries' typings differ.
 */
const webhookDocuments = () =>
  Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          summary: `${type} (signed: webhook-id, webhook-timestamp, webhook-signature)`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookPayloadSchemaOf(type)),
              },
            },
          },
          responses: { '200': { description: 'Any 2xx answer within 10 s acknowledges the event' } },
        },
      },
    ]),
  ) as OpenApiWebhooks;

/** OpenAPI document at /api/openapi.json and a reference page at /api/docs, both from the route schemas. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ninja Indicators shop API',
          description: 'Catalogue, accounts, checkout, orders, invoices and back-office of the shop.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicUrl }],
        webhooks: webhookDocuments(),
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
