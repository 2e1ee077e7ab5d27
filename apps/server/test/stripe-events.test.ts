import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paidSessionEvent } from '../../../scripts/stripe-events.mjs';

/** The bench and the process tests sign their webhooks with `scripts/stripe-events.mjs`: Stripe's SDK must agree. */
describe('scripts/stripe-events.mjs', () => {
  const secret = 'whsec_stripe_events_test_0123456789';
  const webhooks = new Stripe('sk_test_x').webhooks;

  it('signs a paid session event that Stripe’s SDK accepts, and only under its secret', () => {
    const { payload, signature } = paidSessionEvent({ sessionId: 'cs_1', orderId: 'order-1', secret });
    const event = webhooks.constructEvent(payload, signature, secret);
    expect(event).toMatchObject({ id: 'evt_cs_1', type: 'checkout.session.completed' });
    expect(event.data.object).toMatchObject({
      id: 'cs_1',
      payment_status: 'paid',
      metadata: { orderId: 'order-1' },
    });
    expect(() => webhooks.constructEvent(payload, signature, 'whsec_another_secret_0123456789')).toThrow();
    expect(() => webhooks.constructEvent(payload.replace('paid', 'unpaid'), signature, secret)).toThrow();
  });

  it('keeps a given event id, as a redelivery does', () => {
    const { payload } = paidSessionEvent({ sessionId: 'cs_2', orderId: 'o', secret, eventId: 'evt_again' });
    expect(JSON.parse(payload).id).toBe('evt_again');
  });
});
