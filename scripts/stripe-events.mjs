// Signed Stripe webhook events for the benchmarks and the process tests, which drive a running shop over HTTP.
// Signed with node:crypto exactly as Stripe signs (`t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`),
// which the shop checks with Stripe's SDK; kept here, beside the other scripts both import, so neither needs
// the other's code (nor the SDK).
import { createHmac } from 'node:crypto';

/** The `Stripe-Signature` header of `payload` under the endpoint secret `secret`. */
export function stripeSignature(payload, secret, time = Math.floor(Date.now() / 1000)) {
  return `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${payload}`).digest('hex')}`;
}

/** A signed `checkout.session.completed` event for a paid card session of `orderId`. */
export function paidSessionEvent({ sessionId, orderId, secret, eventId = `evt_${sessionId}` }) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        object: 'checkout.session',
        id: sessionId,
        status: 'complete',
        payment_status: 'paid',
        metadata: { orderId },
        client_reference_id: orderId,
        payment_intent: `pi_${sessionId}`,
      },
    },
  });
  return { payload, signature: stripeSignature(payload, secret) };
}
