import {
  apiErrorSchema,
  subscriberDeletedSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExportRoute, exportDay } from '../../../lib/http/csv-reply';
import { translate } from '../../../lib/i18n';
import { actorOf } from '../../audit';
import { activeSubscribersCsv, countActiveSubscribers, deleteSubscriber, listSubscribers } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const adminNewsletterSubscriberRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.route(
    csvExportRoute('/newsletter/subscribers/export', 'The active subscribers', async () => ({
      name: `newsletter-active-${exportDay()}.csv`,
      rows: await countActiveSubscribers(app.db),
      chunks: activeSubscribersCsv(app.db),
    })),
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
      const deleted = await deleteSubscriber(app.db, actorOf(request), request.params.id);
      return {
        success: true as const,
        message: translate(request.language, 'admin:newsletter.deleted', { email: deleted.email }),
      };
    },
  );
};
