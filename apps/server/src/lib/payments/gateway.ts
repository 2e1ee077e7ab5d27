import Stripe from 'stripe';

/**
 * The small payment interface the shop uses. One implementation wraps the official Stripe SDK; with no
 * STRIPE_SECRET_KEY the same SDK is pointed at the built-in sandbox (`dev/stripe-sandbox`), so there is a single
 * code path either way.
 */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  readonly webhookSecret: string;
  createCheckoutSession(params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session>;
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  expireCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  /** A one-time coupon for one checkout session's `discounts` (docs/rules/coupons.md). */
  createCoupon(params: Stripe.CouponCreateParams): Promise<Stripe.Coupon>;
  /** A refund of a payment; the idempotency key makes a retried call refund once. */
  createRefund(params: Stripe.RefundCreateParams, idempotencyKey: string): Promise<Stripe.Refund>;
  /**
   * The fingerprint of the card that paid a payment intent (its charge's card), null when the payment method gives
   * none: the affiliate programme refuses a partner's own card (docs/rules/affiliates.md).
   */
  cardFingerprint(paymentIntent: string): Promise<string | null>;
  /** Every refund of a payment, however it was made (the shop's, the dashboard's). */
  listRefunds(paymentIntent: string): Promise<Stripe.Refund[]>;
  /** A lease's subscription on Stripe Billing (docs/rules/leases.md), read fresh whatever event told of it. */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** The payment intent that paid an invoice (what a refund of its period names), null when none. */
  invoicePaymentIntent(invoiceId: string): Promise<string | null>;
  /** Cancels at period end (true) or resumes (false) a subscription. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<Stripe.Subscription>;
  /**
   * Pauses a subscription's collection until `resumesAt` (`behavior: 'void'`: no period is charged meanwhile),
   * or ends the pause (null): a lease's save offer (docs/rules/leases.md).
   */
  pauseSubscription(id: string, resumesAt: Date | null): Promise<Stripe.Subscription>;
  /** Puts a repeating coupon (`percentOff` for `months`, named `name`) on a subscription's next invoices. */
  discountSubscription(
    id: string,
    coupon: { percentOff: number; months: number; name: string },
  ): Promise<Stripe.Subscription>;
  /** Ends a subscription at once: no renewal, no retry of an unpaid invoice. */
  cancelSubscription(id: string): Promise<Stripe.Subscription>;
  /** A Customer Portal session of the customer (docs/rules/leases.md): its `url` is where the buyer goes. */
  createPortalSession(customer: string, returnUrl: string): Promise<Stripe.BillingPortal.Session>;
  /** Charges an open invoice now (`invoices.pay`): a dunning retry once the customer updated the card. */
  payInvoice(invoiceId: string): Promise<Stripe.Invoice>;
  /** Verifies a webhook's `stripe-signature` header over the raw body; throws on a bad signature. */
  constructEvent(payload: Buffer | string, signature: string): Stripe.Event;
}

/** Where the sandbox listens and its API key (random per data folder, `app.secrets.paymentSandboxKey`). */
export interface SandboxEndpoint {
  host: string;
  port: number;
  key: string;
}

export interface StripeClientOptions {
  secretKey?: string;
  /** The sandbox to talk to, when no secret key is set. */
  sandbox?: SandboxEndpoint;
}

/** The official SDK, talking to Stripe or to the sandbox served by this very server. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  if (options.secretKey) return new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  if (!options.sandbox) throw new Error('The payment sandbox needs the server address');
  return new Stripe(options.sandbox.key, {
    host: options.sandbox.host,
    port: options.sandbox.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * A gateway whose SDK client is built on first use: in sandbox mode the server's real listening port is
 * only known once it listens (tests listen on port 0).
 */
export function createPaymentGateway(options: {
  secretKey?: string;
  webhookSecret: string;
  sandbox: () => SandboxEndpoint;
}): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = () => {
    client ??= createStripeClient(
      options.secretKey ? { secretKey: options.secretKey } : { sandbox: options.sandbox() },
    );
    return client;
  };
  return {
    mode: options.secretKey ? 'stripe' : 'sandbox',
    webhookSecret: options.webhookSecret,
    createCheckoutSession: (params) => stripe().checkout.sessions.create(params),
    retrieveCheckoutSession: (id) => stripe().checkout.sessions.retrieve(id),
    expireCheckoutSession: (id) => stripe().checkout.sessions.expire(id),
    createCoupon: (params) => stripe().coupons.create(params),
    createRefund: (params, idempotencyKey) => stripe().refunds.create(params, { idempotencyKey }),
    cardFingerprint: async (paymentIntent) => {
      const intent = await stripe().paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
      const charge = intent.latest_charge;
      return (typeof charge === 'object' && charge?.payment_method_details?.card?.fingerprint) || null;
    },
    listRefunds: (paymentIntent) =>
      stripe().refunds.list({ payment_intent: paymentIntent, limit: 100 }).autoPagingToArray({ limit: 1000 }),
    retrieveSubscription: (id) => stripe().subscriptions.retrieve(id),
    invoicePaymentIntent: async (invoiceId) => {
      const payments = await stripe().invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
      const intent = payments.data[0]?.payment.payment_intent;
      return (typeof intent === 'string' ? intent : intent?.id) ?? null;
    },
    setCancelAtPeriodEnd: (id, cancel) => stripe().subscriptions.update(id, { cancel_at_period_end: cancel }),
    pauseSubscription: (id, resumesAt) =>
      stripe().subscriptions.update(id, {
        pause_collection: resumesAt
          ? { behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) }
          : '',
      }),
    discountSubscription: async (id, { percentOff, months, name }) => {
      const coupon = await stripe().coupons.create({
        percent_off: percentOff,
        duration: 'repeating',
        duration_in_months: months,
        name,
      });
      return stripe().subscriptions.update(id, { discounts: [{ coupon: coupon.id }] });
    },
    cancelSubscription: (id) => stripe().subscriptions.cancel(id),
    createPortalSession: (customer, returnUrl) =>
      stripe().billingPortal.sessions.create({ customer, return_url: returnUrl }),
    payInvoice: (invoiceId) => stripe().invoices.pay(invoiceId),
    constructEvent: (payload, signature) =>
      // Signature checks use the webhook secret only, never the API key nor the network.
      Stripe.webhooks.constructEvent(payload, signature, options.webhookSecret),
  };
}
