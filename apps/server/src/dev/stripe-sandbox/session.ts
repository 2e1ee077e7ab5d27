/**
 * A Stripe-compatible sandbox: the subset of `/v1/checkout/sessions` the shop uses, a hosted test card
 * page and `checkout.session.*` webhooks signed with Stripe's scheme. It runs only when STRIPE_SECRET_KEY
 * is absent. Sessions live in the database (sandbox_checkout_sessions), so any instance serves any
 * session and a restart forgets none; an open session expires 24 h after its creation, as Stripe's do.
 */
export interface SandboxSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  lines: { name: string; description?: string; unitAmount: number; quantity: number }[];
  /** After the discount, when the session has one (`discounts[0][coupon]`): what the card is charged. */
  amountTotal: number;
  discount?: { coupon: string; amount: number };
  currency: string;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  created: number;
  expiresAt: number;
  paymentIntent: string | null;
  /** Subscription mode (docs/rules/leases.md): its one line is billed every `interval`. */
  mode?: 'payment' | 'subscription';
  interval?: 'month' | 'year';
  subscriptionMetadata?: Record<string, string>;
  /** Once paid in subscription mode: the subscription and customer the payment created. */
  subscription?: string;
  customer?: string;
  /** The paying card's fingerprint (`payment-intents.ts`), once paid. */
  cardFingerprint?: string;
}

export function toStripeSession(session: SandboxSession, baseUrl: string): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode ?? 'payment',
    subscription: session.subscription ?? null,
    customer: session.customer ?? null,
    status: session.status,
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    amount_subtotal: session.amountTotal + (session.discount?.amount ?? 0),
    total_details: { amount_discount: session.discount?.amount ?? 0, amount_shipping: 0, amount_tax: 0 },
    discounts: session.discount ? [{ coupon: session.discount.coupon, promotion_code: null }] : [],
    currency: session.currency,
    customer_email: session.customerEmail,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created: session.created,
    expires_at: session.expiresAt,
    payment_intent: session.paymentIntent,
    livemode: false,
    url: session.status === 'open' ? `${baseUrl}/sandbox/stripe/pay/${session.id}` : null,
  };
}
