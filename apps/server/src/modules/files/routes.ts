import { apiErrorSchema, signedFileQuerySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors';

/** Serves files behind short-lived HMAC-signed links (invoices now; indicator zips later). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/download',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file through a signed link; tampered or expired links answer 403',
        querystring: signedFileQuerySchema,
        response: { 200: z.any(), 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!app.signedUrls.verify(request.query)) throw forbidden('files.linkInvalid');
      const content = await app.storage.get(request.query.key);
      if (!content) throw notFound('files.notFound');
      const name = request.query.name.replace(/[^\w.-]/g, '_');
      const type = name.endsWith('.pdf')
        ? 'application/pdf'
        : name.endsWith('.zip')
          ? 'application/zip'
          : 'application/octet-stream';
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
