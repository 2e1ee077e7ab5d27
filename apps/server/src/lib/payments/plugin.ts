import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { createPaymentGateway, type PaymentGateway } from './gateway';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
    paymentEvents: PaymentEventHandlers;
  }
}

type PaymentEventHandler = (event: Stripe.Event) => Promise<void>;

/**
 * Handlers of verified Stripe events other than checkout's own, by type: the refunds module registers the
 * refund events here, so the one webhook route (in checkout) serves them without importing that module.
 */
export class PaymentEventHandlers {
  private readonly handlers = new Map<string, PaymentEventHandler>();

  on(types: string[], handler: PaymentEventHandler): void {
    for (const type of types) this.handlers.set(type, handler);
  }

  /** Runs the event's handler; false when no handler wants that type. */
  async dispatch(event: Stripe.Event): Promise<boolean> {
    const handler = this.handlers.get(event.type);
    if (!handler) return false;
    await handler(event);
    return true;
  }
}

/**
 * Decorates `app.payments`. With STRIPE_SECRET_KEY it talks to Stripe; without it, it points the SDK at the
 * port the server actually listens on, where `app.ts` registers the development sandbox
 * (`dev/stripe-sandbox`: `/v1/checkout/sessions`, `/sandbox/stripe/pay/:id`).
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; gateway?: PaymentGateway }) => {
    const { config } = options;
    const webhookSecret = options.gateway?.webhookSecret ?? app.secrets.stripeWebhook;
    const gateway =
      options.gateway ??
      createPaymentGateway({
        secretKey: config.stripe.secretKey,
        webhookSecret,
        sandbox: () => {
          const address = app.server.address() as AddressInfo | null;
          if (!address) throw new Error('The payment sandbox is reached over HTTP: the server must listen');
          const wildcard = ['0.0.0.0', '::', ''].includes(address.address);
          const host = wildcard
            ? '127.0.0.1'
            : address.address.includes(':')
              ? `[${address.address}]`
              : address.address;
          return { host, port: address.port, key: app.secrets.paymentSandboxKey! };
        },
      });
    app.decorate('payments', gateway);
    app.decorate('paymentEvents', new PaymentEventHandlers());
    if (gateway.mode === 'stripe' && !config.stripe.webhookSecret) {
      app.log.warn(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused (orders reconcile on return)',
      );
    }
  },
  { name: 'payments', dependencies: ['language', 'database'] },
);
