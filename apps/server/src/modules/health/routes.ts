import { healthSchema } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'databaseUnavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
