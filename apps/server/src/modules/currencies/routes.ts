import { apiErrorSchema, exchangeRateAnswerSchema, exchangeRateSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { recordAdminAudit } from '../audit';
import { readExchangeRate, writeExchangeRate } from './exchange-rate';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The back-office's exchange rate (registered under the admin guard): read it, and set it, audited. */
export const adminExchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/exchange-rate',
    {
      schema: {
        tags: ['admin'],
        summary: 'The euros-per-dollar rate dollar invoices state their VAT in euros at (null until set)',
        security: [{ bearer: [] }],
        response: { 200: exchangeRateAnswerSchema, ...errors },
      },
    },
    async () => ({ rate: (await readExchangeRate(app.db)) ?? null }),
  );

  app.put(
    '/admin/exchange-rate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the euros-per-dollar rate and its date; orders paid from now on record it; audited',
        security: [{ bearer: [] }],
        body: exchangeRateSchema,
        response: { 200: exchangeRateAnswerSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await writeExchangeRate(tx, request.body, currentUser(request).id);
        await recordAdminAudit(tx, request, {
          action: 'exchangeRate.update',
          target: 'exchangeRate',
          before: before ?? null,
          after: request.body,
        });
      });
      return { rate: request.body };
    },
  );
};
