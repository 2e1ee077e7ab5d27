import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbHandle', options.handle);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.handle.close());
  },
  { name: 'database' },
);
