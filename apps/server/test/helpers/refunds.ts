import type { AddressInfo } from 'node:net';
import { checkoutSessionResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeAll, expect } from 'vitest';
import { creditNotes, invoices, orders, refundRequests, refunds } from '../../src/lib/db/schema';
import { createStripeClient } from '../../src/lib/payments/gateway';
import type { ShopModule } from '../../src/modules/shop-module';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import {
  buyer,
  type Catalogue,
  createSession,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from './checkout';
import { linesOf } from './selling';

/** A buyer's order paid through the sandbox (checkout session, test card, webhook), as a browser does. */
export async function paidOrder(
  ctx: TestApp,
  cartItems: { product: string; qty: number }[],
  language = 'fr',
) {
  const customer = await buyer(ctx, { language: language as 'fr' | 'en' });
  const created = await createSession(ctx, customer.auth, cartItems, language);
  expect(created.statusCode).toBe(200);
  const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const order = await orderRow(ctx, orderId);
  expect(order.status).toBe('paid');
  return { ...customer, orderId, order };
}

export function postRefund(
  ctx: TestApp,
  auth: Record<string, string>,
  orderId: string,
  body: Record<string, unknown>,
  language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...auth, 'accept-language': language },
    payload: body,
  });
}

/** A buyer's refund request of one unit of the order's first line: the request the customer area sends. */
export async function requestRefundOfOneUnit(
  ctx: TestApp,
  auth: Record<string, string>,
  orderId: string,
  language = 'en',
) {
  const [line] = await linesOf(ctx, orderId);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund-requests`,
    headers: { ...auth, 'accept-language': language },
    payload: { lines: [{ itemId: line!.id, quantity: 1 }] },
  });
}

/** The official SDK talking to the sandbox directly: what a refund made in the Stripe dashboard looks like. */
export function dashboardStripe(ctx: TestApp) {
  const address = ctx.app.server.address() as AddressInfo;
  return createStripeClient({
    sandbox: { host: '127.0.0.1', port: address.port, key: ctx.app.secrets.paymentSandboxKey! },
  });
}

/** A paid free order of a new buyer, inserted straight into the database (a refund cancels it). */
export async function insertFreePaidOrder(app: FastifyInstance): Promise<string> {
  const { user } = await createUser(app);
  const [order] = await app.db
    .insert(orders)
    .values({
      userId: user.id,
      totalCents: 0,
      status: 'paid',
      isPaid: true,
      paidAt: new Date(),
      isFree: true,
    })
    .returning();
  return order!.id;
}

const creditNotesByOrder = new Map<string, string>();

/**
 * A credit note of `orderId` (with its invoice and refund rows), inserted straight into the database once per
 * order, for the authorisation matrix.
 */
export async function insertCreditNote(app: FastifyInstance, orderId: string): Promise<string> {
  const known = creditNotesByOrder.get(orderId);
  if (known) return known;
  const issuedAt = new Date();
  const number = `AV-${issuedAt.getUTCFullYear()}-9${String(creditNotesByOrder.size).padStart(5, '0')}`;
  const document = {
    kind: 'creditNote' as const,
    number,
    invoiceNumber: `FA-${issuedAt.getUTCFullYear()}-999999`,
    language: 'fr' as const,
    issuedAt: issuedAt.toISOString(),
    paidAt: issuedAt.toISOString(),
    orderId,
    seller: await app.sellerIdentity.current(),
    buyer: { name: 'Buyer', email: 'buyer@example.test', lines: [] },
    lines: [{ name: 'Indicator', quantity: 1, unitPriceCents: 1200, unitNetCents: 1000 }],
    netCents: 1000,
    vatCents: 200,
    grossCents: 1200,
    vatRatePercent: 20,
  };
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      orderId,
      number: `${document.invoiceNumber}-${orderId.slice(-6)}`,
      year: issuedAt.getUTCFullYear(),
      sequence: 999_999,
      language: 'fr',
      netCents: 1000,
      vatCents: 200,
      grossCents: 1200,
      vatRateBps: 2000,
      fileKey: `invoices/matrix-${orderId}.pdf`,
    })
    .onConflictDoNothing()
    .returning();
  const invoiceId =
    invoice?.id ?? (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!.id;
  const [refund] = await app.db
    .insert(refunds)
    .values({ orderId, status: 'succeeded', amountCents: 1200, reason: 'matrix', lines: [], licenceIds: [] })
    .returning();
  const [note] = await app.db
    .insert(creditNotes)
    .values({
      refundId: refund!.id,
      orderId,
      invoiceId,
      number,
      year: issuedAt.getUTCFullYear(),
      sequence: 900_000 + creditNotesByOrder.size,
      language: 'fr',
      netCents: 1000,
      vatCents: 200,
      grossCents: 1200,
      fileKey: `credit-notes/${number}.pdf`,
      document,
      issuedAt,
    })
    .returning();
  creditNotesByOrder.set(orderId, note!.id);
  return note!.id;
}

export type Admin = Awaited<ReturnType<typeof createUser>>;

/**
 * The shared setup of a refund test file: setupCheckoutSuite's app of `modules` and what they need, its
 * catalogue and a signed-in admin, handed to `ready` before all its tests.
 */
export function setupRefundSuite(
  modules: readonly ShopModule[],
  ready: (suite: { ctx: TestApp; shop: Catalogue; admin: Admin }) => void,
) {
  let suite: { ctx: TestApp; shop: Catalogue } | undefined;
  setupCheckoutSuite(modules, (checkout) => {
    suite = checkout;
  });
  beforeAll(async () => {
    ready({ ...suite!, admin: await createUser(suite!.ctx.app, { isAdmin: true }) });
  });
}

/** A `refund.updated` event for `refund`, signed as Stripe signs it, posted to the webhook. */
export function deliverRefundEvent(ctx: TestApp, eventId: string, refund: object) {
  return deliverProviderEvent(ctx, { id: eventId, type: 'refund.updated', object: refund });
}

/** A provider event, signed as Stripe signs it, posted to the webhook. */
export function deliverProviderEvent(ctx: TestApp, event: { id: string; type: string; object: object }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: ctx.app.payments.webhookSecret,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** An open refund request of a new buyer's free paid order, inserted straight into the database (matrix). */
export async function insertRefundRequest(app: FastifyInstance): Promise<string> {
  const orderId = await insertFreePaidOrder(app);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = await app.db
    .insert(refundRequests)
    .values({ orderId, userId: order!.userId, reason: 'Matrix check', lines: [], amountCents: 0 })
    .returning();
  return row!.id;
}
