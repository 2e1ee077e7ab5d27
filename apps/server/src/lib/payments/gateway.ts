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
  /** A refund of a payment; the idempotency key makes a retried call refund once. */
  createRefund(params: Stripe.RefundCreateParams, idempotencyKey: string): Promise<Stripe.Refund>;
  /** Verifies a webhook's `stripe-signature` header over the raw body; throws on a bad signature. */
  constructEvent(payload: Buffer | string, signature: string): Stripe.Event;
}

export const SANDBOX_SECRET_KEY = 'sk_test_sandbox';

export interface StripeClientOptions {
  secretKey?: string;
  /** Where the sandbox listens, when no secret key is set. */
  sandbox?: { host: string; port: number };
}

/** The official SDK, talking to Stripe or to the sandbox served by this very server. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  if (options.secretKey) return new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  if (!options.sandbox) throw new Error('The payment sandbox needs the server address');
  return new Stripe(SANDBOX_SECRET_KEY, {
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
  sandboxAddress: () => { host: string; port: number };
}): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = () => {
    client ??= createStripeClient(
      options.secretKey ? { secretKey: options.secretKey } : { sandbox: options.sandboxAddress() },
    );
    return client;
  };
  // Signature checks never touch the network: a client without address does for constructEvent.
  const verifier = new Stripe(options.secretKey ?? SANDBOX_SECRET_KEY);
  return {
    mode: options.secretKey ? 'stripe' : 'sandbox',
    webhookSecret: options.webhookSecret,
    createCheckoutSession: (params) => stripe().checkout.sessions.create(params),
    retrieveCheckoutSession: (id) => stripe().checkout.sessions.retrieve(id),
    expireCheckoutSession: (id) => stripe().checkout.sessions.expire(id),
    createRefund: (params, idempotencyKey) => stripe().refunds.create(params, { idempotencyKey }),
    constructEvent: (payload, signature) =>
      verifier.webhooks.constructEvent(payload, signature, options.webhookSecret),
  };
}
