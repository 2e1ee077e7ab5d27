import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopModule } from '../shop-module';

/**
 * The back-office API: every module's `adminRoutes` (under /api: /api/admin/* and
 * /api/newsletter/subscribers), registered here and nowhere else. The admin check runs on every one of
 * them at onRequest (before validation), so a signed-out caller gets 401 and a customer 403 whatever they
 * send; no module adds it again. The authorisation matrix test (authorisation-matrix.test.ts) fails until
 * a new admin route has an entry in route-matrix.ts.
 */
export const backOfficeRoutes: FastifyPluginAsyncZod<{ modules: readonly ShopModule[] }> = async (
  app,
  { modules },
) => {
  app.addHook('onRequest', app.requireAdmin);
  for (const module of modules) for (const routes of module.adminRoutes ?? []) await app.register(routes);
};
