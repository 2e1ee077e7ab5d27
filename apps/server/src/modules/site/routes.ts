import { publicConfigSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from './public-config';

/**
 * What the web app needs to know about this installation at run time, so one build serves any seller:
 * the seller identity (stored, set in the back-office) shown by the legal pages (the same facts the invoices print), the measurement
 * script the cookie banner may load once the visitor consents, and the partner widget of /free.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/public',
    {
      schema: {
        tags: ['site'],
        summary:
          'Public configuration: the seller identity (set in the back-office), the measurement script, the partner widget and whether the shop is a demo',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on each use: an identity saved in the back-office shows at once.
      reply.header('cache-control', 'no-cache');
      return publicConfig(app.config, await app.sellerIdentity.current());
    },
  );
};
