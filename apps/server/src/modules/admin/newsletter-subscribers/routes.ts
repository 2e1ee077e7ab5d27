import {
  apiErrorSchema,
  subscriberDeletedSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvStream } from '../../../lib/http/csv-reply';
import { translate } from '../../../lib/i18n';
import { activeSubscribersCsv, countActiveSubscribers, deleteSubscriber, listSubscribers } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const newsletterSubscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletter/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers by e-mail and status, with the newsletter stats (20 a page)',
        security: [{ bearer: [] }],
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema, ...errors },
      },
    },
    async (request) => listSubscribers(app.db, request.query),
  );

  app.get(
    '/newsletter/subscribers/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The active subscribers as a CSV file, streamed (x-export-rows announces the row count)',
        security: [{ bearer: [] }],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const rows = await countActiveSubscribers(app.db);
      return sendCsvStream(
        reply,
        { name: `newsletter-active-${day}.csv`, rows },
        activeSubscribersCsv(app.db),
      );
    },
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a subscriber',
        security: [{ bearer: [] }],
        params: subscriberParamsSchema,
        response: { 200: subscriberDeletedSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const deleted = await deleteSubscriber(app.db, request, request.params.id);
      return {
        success: true as const,
        message: translate(request.language, 'admin:newsletter.deleted', { email: deleted.email }),
      };
    },
  );
};
