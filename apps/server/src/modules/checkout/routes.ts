import {
  apiErrorSchema,
  checkoutRequestSchema,
  checkoutSessionParamsSchema,
  checkoutSessionQuerySchema,
  checkoutSessionResponseSchema,
  checkoutSessionStatusSchema,
  freeOrderResponseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { badRequest } from '../../lib/errors';
import { perUserLimit } from '../../lib/http/account-rate-limit';
import { applySessionOutcome, outcomeOf } from './fulfilment';
import { checkSession, createCheckoutSession, createFreeOrder } from './service';

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Checkouts (card or free) one account may start: a buyer retrying now and then stays far below. */
export const CHECKOUT_LIMIT_PER_ACCOUNT = { max: 10, timeWindow: 10 * 60_000 };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    503: apiErrorSchema,
  };
  // Per IP: @fastify/rate-limit counts before the preHandler has identified the user.
  const createLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  // Per account as well, whatever the IPs: checkout is what card-testing bots script.
  const perAccount = [app.authenticate, perUserLimit(app, 'checkout', CHECKOUT_LIMIT_PER_ACCOUNT)];

  app.post(
    '/checkout/create-session',
    {
      preHandler: perAccount,
      config: createLimit,
      schema: {
        tags: ['checkout'],
        summary: 'Create a pending order and its Stripe Checkout Session (prices from the database)',
        security: [{ bearer: [] }],
        body: checkoutRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errors },
      },
    },
    async (request) =>
      createCheckoutSession(app, currentUser(request), request.body.cartItems, request.language),
  );

  app.post(
    '/checkout/create-free-order',
    {
      preHandler: perAccount,
      config: createLimit,
      schema: {
        tags: ['checkout'],
        summary: 'Create a paid order at once when every line is free',
        security: [{ bearer: [] }],
        body: checkoutRequestSchema,
        response: { 200: freeOrderResponseSchema, ...errors },
      },
    },
    async (request) => createFreeOrder(app, currentUser(request), request.body.cartItems, request.language),
  );

  app.get(
    '/checkout/sessions/:sessionId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: 'Whether the order of a checkout session is paid (reconciles with Stripe while pending)',
        security: [{ bearer: [] }],
        params: checkoutSessionParamsSchema,
        querystring: checkoutSessionQuerySchema,
        response: { 200: checkoutSessionStatusSchema, ...errors },
      },
    },
    async (request) =>
      checkSession(app, currentUser(request), request.params.sessionId, request.query.order_id),
  );

  // The webhook reads the raw bytes: Stripe signs the exact payload, so JSON is parsed only after the check.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/checkout/webhook',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Stripe webhook (signature checked; idempotent by event id)',
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest('checkout.invalidSignature');
        }
        let event: Stripe.Event;
        try {
          event = app.payments.constructEvent(request.body, signature);
        } catch {
          throw badRequest('checkout.invalidSignature');
        }
        if (SESSION_EVENTS.has(event.type)) {
          const session = event.data.object as Stripe.Checkout.Session;
          const result = await applySessionOutcome(app, session, outcomeOf(event.type, session), {
            id: event.id,
            type: event.type,
          });
          app.metrics.webhookEvents.inc({ outcome: result.duplicate ? 'duplicate' : 'processed' });
        }
        return { received: true as const };
      },
    );
  });
};
