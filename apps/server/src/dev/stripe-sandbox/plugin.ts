import type { Language } from '@shop/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { Executor } from '../../lib/db/client';
import { carriesBearerToken } from '../../lib/hmac';
import { type KeysUnder, translator } from '../../lib/i18n';
import { SandboxBilling } from './billing';
import { DECLINING_CARDS } from './card-retries';
import { sandboxNow } from './clock';
import { discountOf, registerSandboxCoupons } from './coupons';
import { type FormValue, obj, parseStripeForm, randomId, str } from './form';
import { renderMessagePage, renderPayPage } from './page';
import { cardFingerprint, registerSandboxPaymentIntents } from './payment-intents';
import { registerSandboxPortal } from './portal';
import { registerSandboxRefunds } from './refunds';
import { type SandboxSession, toStripeSession } from './session';
import { SandboxSessionStore } from './store';
import { registerSandboxSubscriptions, stringsOf, subscriptionFields } from './subscriptions';

export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** A provider event as the sandbox would post it: its type and the exact JSON payload (unsigned). */
export interface SandboxEvent {
  type: string;
  payload: string;
}

/**
 * Test and demo switches: with `deliverWebhooks` false, payments succeed but no event is sent (a lost
 * webhook); with `capture` set, each event is handed to it instead of being posted, so a test can deliver it
 * late, twice, out of order or never (the order-lifecycle model test).
 */
export interface SandboxControl {
  deliverWebhooks: boolean;
  capture?: (event: SandboxEvent) => void;
  /**
   * The time on the sandbox's test clock: what a lease's licence is measured against (docs/rules/leases.md),
   * read through `db` (a transaction under way, whose connection is the one free).
   */
  now: (db?: Executor) => Promise<Date>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripeSandbox?: SandboxControl;
  }
}

/**
 * The development stand-in for Stripe (docs/rules/checkout.md): `app.ts` registers it only when no
 * STRIPE_SECRET_KEY is set, and the payment gateway then points the official SDK at it. Production payment
 * code never imports this folder.
 */
export const stripeSandboxPlugin = fp(registerStripeSandbox, {
  name: 'stripe-sandbox',
  dependencies: ['payments', 'database', 'language', 'due-work'],
});

async function registerStripeSandbox(app: FastifyInstance): Promise<void> {
  const options = { webhookSecret: app.payments.webhookSecret, publicUrl: app.config.publicUrl };
  if (app.config.env === 'production') {
    app.log.warn(
      'PAYMENT_SANDBOX=demo: a demo shop, the built-in payment sandbox takes test cards and no money',
    );
  }
  const sessions = new SandboxSessionStore(app.db);
  const control: SandboxControl = {
    deliverWebhooks: true,
    now: async (db = app.db) => new Date((await sandboxNow(db)) * 1000),
  };
  app.decorate('stripeSandbox', control);
  const apiKey = app.secrets.paymentSandboxKey;
  if (!apiKey) throw new Error('The payment sandbox runs only without STRIPE_SECRET_KEY');
  const signer = Stripe.webhooks;
  const webhookPath = '/api/checkout/webhook';

  const stripeError = (reply: FastifyReply, status: number, message: string, param?: string, code?: string) =>
    reply.status(status).send({ error: { type: 'invalid_request_error', message, param, code } });

  /** Posts a signed event; `created` is when it happened on the sandbox's clock (billing runs on it). */
  async function sendEvent(type: string, object: Record<string, unknown>, created?: number): Promise<void> {
    if (!control.deliverWebhooks) return;
    const payload = JSON.stringify({
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: created ?? Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    if (control.capture) return control.capture({ type, payload });
    const signature = signer.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await app.inject({
        method: 'POST',
        url: webhookPath,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode >= 300) {
        app.log.warn({ type, status: response.statusCode, body: response.body }, 'sandbox webhook refused');
      }
    } catch (error) {
      // A lost delivery, as with Stripe (e.g. the server is shutting down): the success page reconciles.
      app.log.warn({ type, err: error }, 'sandbox webhook not delivered');
    }
  }

  const sendSessionEvent = (type: string, session: SandboxSession) =>
    sendEvent(type, toStripeSession(session, options.publicUrl));
  const billing = new SandboxBilling(app.db, sendEvent, app.config.leaseGraceDays);

  /** A session by id, announcing with its event the expiry that happened on the way. */
  async function load(id: string): Promise<SandboxSession | undefined> {
    const found = await sessions.find(id);
    if (found?.expiredNow) await sendSessionEvent('checkout.session.expired', found.session);
    return found?.session;
  }

  await app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parseStripeForm(body as string)),
    );
    const hide = { schema: { hide: true } };

    sandbox.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/v1/')) return;
      // The key of this data folder: only the shop's own server creates, reads, expires and refunds.
      if (!carriesBearerToken(request.headers.authorization, apiKey)) {
        return reply
          .status(401)
          .send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
    });

    sandbox.post('/v1/checkout/sessions', hide, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, FormValue>;
      const successUrl = str(body.success_url);
      const cancelUrl = str(body.cancel_url);
      if (!successUrl) return stripeError(reply, 400, 'Missing required param: success_url.', 'success_url');
      // The page redirects there after "paying": never to another site.
      for (const [param, url] of [
        ['success_url', successUrl],
        ['cancel_url', cancelUrl],
      ] as const) {
        if (url !== undefined && !onShopOrigin(url, options.publicUrl)) {
          return stripeError(reply, 400, `Invalid ${param}: it must be on the shop's origin.`, param);
        }
      }
      const rawLines = Array.isArray(body.line_items) ? body.line_items : [];
      const lines: SandboxSession['lines'] = [];
      for (const raw of rawLines) {
        const line = obj(raw);
        const priceData = obj(line.price_data);
        const unitAmount = Number(str(priceData.unit_amount));
        const quantity = Number(str(line.quantity) ?? '1');
        const name = str(obj(priceData.product_data).name);
        if (
          !name ||
          !Number.isInteger(unitAmount) ||
          unitAmount < 0 ||
          !Number.isInteger(quantity) ||
          quantity < 1
        ) {
          return stripeError(reply, 400, 'Invalid line_items.', 'line_items');
        }
        lines.push({ name, description: str(obj(priceData.product_data).description), unitAmount, quantity });
      }
      const subscription = subscriptionFields(body, rawLines);
      if ('error' in subscription) return stripeError(reply, 400, subscription.error, subscription.param);
      const amountSubtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      const discount = await discountOf(app.db, body.discounts, amountSubtotal);
      if (!discount) return stripeError(reply, 400, 'Invalid discounts: one existing coupon.', 'discounts');
      const amountTotal = amountSubtotal - discount.amount;
      if (lines.length === 0 || amountTotal <= 0) {
        return stripeError(reply, 400, 'A checkout session needs a positive total.', 'line_items');
      }
      const now = Math.floor(Date.now() / 1000);
      const session: SandboxSession = {
        id: randomId('cs_test'),
        status: 'open',
        paymentStatus: 'unpaid',
        lines,
        amountTotal,
        ...(discount.coupon ? { discount: { coupon: discount.coupon, amount: discount.amount } } : {}),
        currency: str(obj(obj(rawLines[0]).price_data).currency) ?? 'eur',
        customerEmail: str(body.customer_email) ?? null,
        clientReferenceId: str(body.client_reference_id) ?? null,
        metadata: stringsOf(obj(body.metadata)),
        ...subscription,
        successUrl,
        cancelUrl: cancelUrl ?? successUrl,
        created: now,
        expiresAt: sessionExpiry(str(body.expires_at), now),
        paymentIntent: null,
      };
      await sessions.insert(session);
      return toStripeSession(session, options.publicUrl);
    });

    sandbox.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', hide, async (request, reply) => {
      const session = await load(request.params.id);
      if (!session)
        return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'session');
      return toStripeSession(session, options.publicUrl);
    });

    sandbox.post<{ Params: { id: string } }>(
      '/v1/checkout/sessions/:id/expire',
      hide,
      async (request, reply) => {
        if (!(await load(request.params.id)))
          return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'session');
        const session = await sessions.expire(request.params.id);
        if (!session) {
          return stripeError(reply, 400, 'Only Checkout Sessions with a status of open can be expired.');
        }
        await sendSessionEvent('checkout.session.expired', session);
        return toStripeSession(session, options.publicUrl);
      },
    );

    registerSandboxRefunds(sandbox, { db: app.db, sendEvent, stripeError });
    registerSandboxCoupons(sandbox, { db: app.db, stripeError });
    registerSandboxPaymentIntents(sandbox, { db: app.db, stripeError });
    registerSandboxSubscriptions(sandbox, { db: app.db, billing, stripeError });
    registerSandboxPortal(sandbox, {
      db: app.db,
      billing,
      apiKey,
      publicUrl: options.publicUrl,
      stripeError,
      onShopOrigin: (url) => onShopOrigin(url, options.publicUrl),
      notFoundText: (language) => translateSandbox(language, 'portal.notFound'),
    });

    sandbox.get<{ Params: { id: string } }>('/sandbox/stripe/pay/:id', hide, async (request, reply) => {
      const session = await load(request.params.id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) {
        return reply
          .status(404)
          .send(renderMessagePage(translateSandbox(request.language, 'notFound'), request.language));
      }
      return renderPayPage(session, request.language);
    });

    sandbox.post<{ Params: { id: string }; Body: Record<string, FormValue> }>(
      '/sandbox/stripe/pay/:id',
      hide,
      async (request, reply) => {
        const session = await load(request.params.id);
        const language = request.language;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!session) {
          return reply.status(404).send(renderMessagePage(translateSandbox(language, 'notFound'), language));
        }
        if (session.status !== 'open') return reply.status(409).send(renderPayPage(session, language));
        const card = (str(request.body?.card) ?? '').replace(/[\s-]/g, '');
        const subscribing = session.mode === 'subscription';
        if (card !== SANDBOX_CARDS.success && !(subscribing && DECLINING_CARDS.has(card))) {
          const key = card === SANDBOX_CARDS.declined ? 'declined' : 'invalidCard';
          return reply
            .status(402)
            .send(renderPayPage(session, language, { error: translateSandbox(language, key), card }));
        }
        // A subscription's first payment is its invoice's, not a payment intent of the session (as Stripe's).
        const completed = await sessions.complete(session.id, subscribing ? null : randomId('pi'));
        // Paid meanwhile through another request or instance: one payment, one event.
        if (!completed)
          return reply.status(409).send(renderPayPage((await load(session.id)) ?? session, language));
        const paid = await sessions.attach(session.id, {
          ...(subscribing ? await billing.start(completed, card) : {}),
          cardFingerprint: cardFingerprint(card),
        });
        await sendSessionEvent('checkout.session.completed', paid);
        return reply.redirect(paid.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', paid.id), 303);
      },
    );
  });
}

function onShopOrigin(url: string, publicUrl: string): boolean {
  return URL.canParse(url) && new URL(url).origin === new URL(publicUrl).origin;
}

/** Stripe accepts `expires_at` from 30 minutes to 24 hours ahead; the default is 24 hours. */
function sessionExpiry(requested: string | undefined, now: number): number {
  const asked = Number(requested);
  if (!requested || !Number.isInteger(asked)) return now + 24 * 3600;
  return Math.min(Math.max(asked, now + 30 * 60), now + 24 * 3600);
}

function translateSandbox(language: Language, key: KeysUnder<'sandbox:'>): string {
  return translator(language, 'sandbox:')(key);
}
