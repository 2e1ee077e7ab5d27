import {
  apiErrorSchema,
  mailOutboxEntrySchema,
  mailOutboxListSchema,
  mailOutboxParamsSchema,
  mailOutboxQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit';
import { listMailOutbox, retryMail } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const adminMailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail-outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outgoing mail queue (queued, sending, sent, failed), newest first (20 a page)',
        security: [{ bearer: [] }],
        querystring: mailOutboxQuerySchema,
        response: { 200: mailOutboxListSchema, ...errors },
      },
    },
    async (request) => listMailOutbox(app.db, request.query),
  );

  app.post(
    '/admin/mail-outbox/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed e-mail again (audited)',
        security: [{ bearer: [] }],
        params: mailOutboxParamsSchema,
        response: { 200: mailOutboxEntrySchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    // The mail worker picks the message up on its next poll (every ~2 s).
    async (request) => retryMail(app.db, actorOf(request), request.params.id),
  );
};
