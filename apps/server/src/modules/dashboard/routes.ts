import { apiErrorSchema, dashboardSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadDashboard } from './service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard: users, orders, revenue and pending licence requests, 30-day chart, latest rows',
        security: [{ bearer: [] }],
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () =>
      loadDashboard({ db: app.db, clock: app.leaseClock, viesRecheckDays: app.config.vies.recheckDays }),
  );
};
