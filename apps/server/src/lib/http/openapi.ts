import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
