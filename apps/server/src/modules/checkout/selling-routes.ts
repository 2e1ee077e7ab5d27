import {
  apiErrorSchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  upgradeOffersSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { quoteCart } from './buyer-pricing';
import { upgradeOffers } from './upgrade-offers';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** The cart's view of bundles and upgrades for the signed-in buyer (docs/rules/bundles.md, upgrades.md). */
export const sellingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/quote',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'The cart as the signed-in buyer would be charged: bundle credits and upgrade differences',
        security: [{ bearer: [] }],
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request) => quoteCart(app.checkout, currentUser(request).id, request.body, request.language),
  );

  app.get(
    '/upgrades',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: 'The upgrades the signed-in buyer may buy now, each at the difference per seat',
        security: [{ bearer: [] }],
        response: { 200: upgradeOffersSchema, ...errors },
      },
    },
    async (request) => ({
      offers: await upgradeOffers(app.checkout, currentUser(request).id, request.language),
    }),
  );
};
