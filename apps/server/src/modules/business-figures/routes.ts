import { businessFiguresSchema, figuresQuerySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http/error-responses';
import { figuresCsv } from './csv';
import { loadFigures } from './service';

/** The back-office's business figures and their CSV file: registered behind the back-office's admin check. */
export const adminFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.leaseClock };
  app.get(
    '/admin/figures',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Business figures per currency by month (revenue, MRR and its moves, churn, recovery), LTV, cohorts, coupons, trials and their reconciliation',
        security: [{ bearer: [] }],
        querystring: figuresQuerySchema,
        response: { 200: businessFiguresSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => loadFigures(deps, request.query),
  );
  app.get(
    '/admin/figures/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The same figures as a CSV file, one figure a row',
        security: [{ bearer: [] }],
        querystring: figuresQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const figures = await loadFigures(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="figures-${figures.from}-${figures.to}.csv"`)
        .send(figuresCsv(figures));
    },
  );
};
