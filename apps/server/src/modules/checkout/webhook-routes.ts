import { apiErrorSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { applySessionOutcome, outcomeOf } from './session-outcomes';

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Registered in its own plugin: it reads the raw bytes (Stripe signs the exact payload, so JSON is parsed
 * only after the check), which must not change how the other routes parse JSON.
 */
export const checkoutWebhookRoutes: FastifyPluginAsyncZod = async (hook) => {
  hook.removeContentTypeParser('application/json');
  hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  hook.post(
    '/checkout/webhook',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Stripe webhook: checkout sessions (idempotent by event id), refunds (by refund id) and leases',
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
        event = hook.payments.constructEvent(request.body, signature);
      } catch {
        throw badRequest('checkout.invalidSignature');
      }
      // A subscription's checkout is a lease's (modules/leases), whose handlers take it below.
      const isOrderSession =
        SESSION_EVENTS.has(event.type) &&
        (event.data.object as Stripe.Checkout.Session).mode !== 'subscription';
      if (isOrderSession) {
        const session = event.data.object as Stripe.Checkout.Session;
        const result = await applySessionOutcome(hook.checkout, session, outcomeOf(event.type, session), {
          id: event.id,
          type: event.type,
        });
        hook.metrics.webhookEvents.inc({ outcome: result.duplicate ? 'duplicate' : 'processed' });
      } else if (await hook.paymentEvents.dispatch(event)) {
        hook.metrics.webhookEvents.inc({ outcome: 'processed' });
      }
      return { received: true as const };
    },
  );
};
