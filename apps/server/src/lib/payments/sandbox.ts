import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { translate } from '../i18n';
import { type FormValue, parseStripeForm } from './form';
import { SANDBOX_SECRET_KEY } from './gateway';
import { renderMessagePage, renderPayPage } from './sandbox-page';

/**
 * A Stripe-compatible sandbox: the subset of `/v1/checkout/sessions` the shop uses, a hosted test card
 * page and `checkout.session.*` webhooks signed with Stripe's scheme. It runs only when STRIPE_SECRET_KEY
 * is absent. Sessions live in this process's memory (a restart forgets unpaid sessions; orders stay in the
 * database as pending), which is enough for development, the browser tests and demos.
 */
export interface SandboxSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  lines: { name: string; description?: string; unitAmount: number; quantity: number }[];
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  created: number;
  expiresAt: number;
  paymentIntent: string | null;
}

export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
const MAX_SESSIONS = 10_000;

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
const str = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const obj = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export function toStripeSession(session: SandboxSession, baseUrl: string): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    status: session.status,
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    amount_subtotal: session.amountTotal,
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

export interface SandboxOptions {
  webhookSecret: string;
  publicUrl: string;
  /** Where signed events go; by default they are injected into this very app's webhook route. */
  webhookPath?: string;
}

/** Test and demo switch: with `deliverWebhooks` false, payments succeed but no event is sent (a lost webhook). */
export interface SandboxControl {
  deliverWebhooks: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripeSandbox?: SandboxControl;
  }
}

export async function registerStripeSandbox(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const sessions = new Map<string, SandboxSession>();
  const control: SandboxControl = { deliverWebhooks: true };
  app.decorate('stripeSandbox', control);
  const signer = new Stripe(SANDBOX_SECRET_KEY).webhooks;
  const webhookPath = options.webhookPath ?? '/api/checkout/webhook';

  const stripeError = (reply: FastifyReply, status: number, message: string, param?: string) =>
    reply.status(status).send({ error: { type: 'invalid_request_error', message, param } });

  async function sendEvent(type: string, session: SandboxSession): Promise<void> {
    if (!control.deliverWebhooks) return;
    const payload = JSON.stringify({
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: toStripeSession(session, options.publicUrl) },
    });
    const signature = signer.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode >= 300) {
      app.log.warn({ type, status: response.statusCode, body: response.body }, 'sandbox webhook refused');
    }
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
      if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
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
      const amountTotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
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
        currency: str(obj(obj(rawLines[0]).price_data).currency) ?? 'eur',
        customerEmail: str(body.customer_email) ?? null,
        clientReferenceId: str(body.client_reference_id) ?? null,
        metadata: Object.fromEntries(
          Object.entries(obj(body.metadata)).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
        successUrl,
        cancelUrl: cancelUrl ?? successUrl,
        created: now,
        expiresAt: Number(str(body.expires_at) ?? now + 24 * 3600),
        paymentIntent: null,
      };
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      sessions.set(session.id, session);
      return toStripeSession(session, options.publicUrl);
    });

    sandbox.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', hide, async (request, reply) => {
      const session = sessions.get(request.params.id);
      if (!session)
        return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'session');
      return toStripeSession(session, options.publicUrl);
    });

    sandbox.post<{ Params: { id: string } }>(
      '/v1/checkout/sessions/:id/expire',
      hide,
      async (request, reply) => {
        const session = sessions.get(request.params.id);
        if (!session)
          return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'session');
        if (session.status !== 'open') {
          return stripeError(reply, 400, 'Only Checkout Sessions with a status of open can be expired.');
        }
        session.status = 'expired';
        await sendEvent('checkout.session.expired', session);
        return toStripeSession(session, options.publicUrl);
      },
    );

    sandbox.get<{ Params: { id: string } }>('/sandbox/stripe/pay/:id', hide, async (request, reply) => {
      const session = sessions.get(request.params.id);
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
        const session = sessions.get(request.params.id);
        const language = request.language;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!session) {
          return reply.status(404).send(renderMessagePage(translateSandbox(language, 'notFound'), language));
        }
        if (session.status !== 'open') return reply.status(409).send(renderPayPage(session, language));
        const card = (str(request.body?.card) ?? '').replace(/[\s-]/g, '');
        if (card !== SANDBOX_CARDS.success) {
          const key = card === SANDBOX_CARDS.declined ? 'declined' : 'invalidCard';
          return reply
            .status(402)
            .send(renderPayPage(session, language, { error: translateSandbox(language, key), card }));
        }
        session.status = 'complete';
        session.paymentStatus = 'paid';
        session.paymentIntent = randomId('pi');
        await sendEvent('checkout.session.completed', session);
        return reply.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
      },
    );
  });
}

function translateSandbox(language: 'fr' | 'en', key: string): string {
  return translate(language, `checkout:sandbox.${key}`);
}
