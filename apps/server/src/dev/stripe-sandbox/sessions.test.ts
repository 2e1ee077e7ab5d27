import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress } from '../../../test/helpers/checkout';
import { createModuleInstanceOn } from '../../../test/module-app';
import { openTestDatabase } from '../../../test/test-app';
import { orders, products, sandboxCheckoutSessions } from '../../lib/db/schema';
import { checkoutModule } from '../../modules/checkout';
import type { SandboxEvent } from './plugin';

/**
 * The sandbox keeps its sessions in the database: a checkout opened through one instance is paid through
 * another, and a third instance started afterwards (a restart) still knows it. Open sessions expire after
 * 24 h like Stripe's, and the expiry reaches the order through the usual webhook.
 */
let drop: () => Promise<void>;
const instances: Awaited<ReturnType<typeof createModuleInstanceOn>>[] = [];

/** Several instances share the webhook secret and JWT_SECRET (createInstanceOn's defaults). */
async function startInstance(database: Awaited<ReturnType<typeof openTestDatabase>>['handle']) {
  const instance = await createModuleInstanceOn(database, [checkoutModule]);
  await instance.app.listen({ port: 0, host: '127.0.0.1' });
  instances.push(instance);
  return instance.app;
}

let first: FastifyInstance;
let second: FastifyInstance;
let paidProductId: string;
let handle: Awaited<ReturnType<typeof openTestDatabase>>['handle'];

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  handle = database.handle;
  handle.pool?.on('error', () => undefined);
  [first, second] = [await startInstance(handle), await startInstance(handle)];
  const [paid] = await first.db.select().from(products).where(sql`${products.priceCents} > 0`).limit(1);
  paidProductId = paid!.id;
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await drop();
});

async function openCheckout(app: FastifyInstance) {
  const { auth, user } = await createUser(app, billingAddress);
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: paidProductId, qty: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  const { sessionUrl, orderId } = response.json() as { sessionUrl: string; orderId: string };
  return { sessionId: sessionUrl.split('/').pop()!, orderId, auth, user };
}

const pay = (app: FastifyInstance, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/stripe/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242424242424242',
  });

describe('sandbox sessions in the database', () => {
  it('are paid through another instance, and known to an instance started afterwards', async () => {
    const { sessionId, orderId, auth } = await openCheckout(first);
    expect((await second.inject({ url: `/sandbox/stripe/pay/${sessionId}` })).statusCode).toBe(200);
    const paid = await pay(second, sessionId);
    expect(paid.statusCode).toBe(303);
    const [order] = await first.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', isPaid: true });
    // Paying again through the first instance is refused: one payment, one event.
    expect((await pay(first, sessionId)).statusCode).toBe(409);

    const restarted = await startInstance(handle);
    const session = await restarted.payments.retrieveCheckoutSession(sessionId);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', metadata: { orderId } });
    const check = await restarted.inject({
      url: `/api/checkout/sessions/${sessionId}?order_id=${orderId}`,
      headers: auth,
    });
    expect(check.json()).toMatchObject({ paid: true, orderId });
  });

  it('expire 24 h after creation, as Stripe does, and the order with them', async () => {
    const { sessionId, orderId } = await openCheckout(first);
    const [row] = await first.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 1);
    await first.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxCheckoutSessions.id, sessionId));

    const page = await second.inject({ url: `/sandbox/stripe/pay/${sessionId}` });
    expect(page.body).not.toContain('<form');
    expect((await pay(second, sessionId)).statusCode).toBe(409);
    const session = await first.payments.retrieveCheckoutSession(sessionId);
    expect(session.status).toBe('expired');
    const [order] = await first.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('expired');
  });
});

describe('captured events', () => {
  it('are handed to `capture` instead of being posted, and apply when the test posts them', async () => {
    const captured: SandboxEvent[] = [];
    first.stripeSandbox!.capture = (event) => captured.push(event);
    try {
      const { sessionId, orderId } = await openCheckout(first);
      expect((await pay(first, sessionId)).statusCode).toBe(303);
      const [pending] = await first.db.select().from(orders).where(eq(orders.id, orderId));
      expect(pending!.status).toBe('pending');
      expect(captured.map((event) => event.type)).toEqual(['checkout.session.completed']);
      expect(JSON.parse(captured[0]!.payload).data.object).toMatchObject({
        id: sessionId,
        metadata: { orderId },
      });

      const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload: captured[0]!.payload,
        secret: first.payments.webhookSecret,
      });
      const delivered = await first.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: captured[0]!.payload,
      });
      expect(delivered.statusCode).toBe(200);
      const [paid] = await first.db.select().from(orders).where(eq(orders.id, orderId));
      expect(paid!.status).toBe('paid');
    } finally {
      first.stripeSandbox!.capture = undefined;
    }
  });
});
