import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { recordStripeRefund } from './recording';

/**
 * Refund events from the one Stripe webhook (docs/rules/refunds.md): `charge.refunded` carries the charge's
 * refunds, `refund.created` / `refund.updated` one refund. Each is recorded by its Stripe id, so redeliveries
 * and the admin's own answer converge on one record and one credit note.
 */
export const refundEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.refunds;
    app.paymentEvents.on(['charge.refunded'], async (event) => {
      const charge = event.data.object as Stripe.Charge;
      for (const refund of charge.refunds?.data ?? []) await recordStripeRefund(deps, refund);
    });
    app.paymentEvents.on(['refund.created', 'refund.updated'], async (event) => {
      await recordStripeRefund(deps, event.data.object as Stripe.Refund);
    });
  },
  { name: 'refund-events', dependencies: ['payments', 'database', 'mail', 'order-lifecycle', 'refunds'] },
);
