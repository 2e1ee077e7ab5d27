import { creditNoteResponseSchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { invoices, mailQueue, orders, paymentReminders, products } from '../../src/lib/db/schema';
import { reminderLink } from '../../src/modules/checkout/reminder-link';
import type { ShopModule } from '../../src/modules/shop-module';
import { createUser } from '../fixtures';
import { createModuleTestApp } from '../module-app';
import type { TestApp } from '../test-app';

/**
 * A test app of only `modules` and what they need (test/module-app.ts), listening on a real port so the
 * official SDK reaches the built-in sandbox over HTTP; `env` adds settings (e.g. `VAT_MODE`).
 */
export async function createCheckoutTestApp(
  modules: readonly ShopModule[],
  env: Record<string, string> = {},
): Promise<TestApp> {
  const ctx = await createModuleTestApp(modules, { MAIL_WORKER_ENABLED: 'false', ...env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // Dropping the database terminates pooled connections that are still closing: not an error here.
  ctx.database.pool?.on('error', () => undefined);
  return ctx;
}

export async function catalogue(ctx: TestApp) {
  const rows = await ctx.app.db.select().from(products).orderBy(asc(products.priceCents), asc(products.slug));
  return { free: rows.filter((row) => row.priceCents === 0), paid: rows.filter((row) => row.priceCents > 0) };
}

export type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/**
 * The shared setup of a checkout test file: before all its tests, one listening test app of `modules` and what
 * they need, and its catalogue (handed to `ready`); after them, the app closed.
 */
export function setupCheckoutSuite(
  modules: readonly ShopModule[],
  ready: (suite: { ctx: TestApp; shop: Catalogue }) => void,
  env: Record<string, string> = {},
) {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await createCheckoutTestApp(modules, env);
    ready({ ctx, shop: await catalogue(ctx) });
  });
  afterAll(() => ctx?.close());
}

/** A billing address complete enough to check out with (checkout refuses a buyer without one). */
export const billingAddress = {
  billingName: 'Ada Buyer',
  billingAddress: '3 rue des Tests',
  billingZip: '75011',
  billingCity: 'Paris',
  billingCountry: 'FR',
} as const;

/** A buyer who can check out: a complete billing address unless the overrides say otherwise. */
export async function buyer(ctx: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const billingName = overrides.name ?? billingAddress.billingName;
  return createUser(ctx.app, { ...billingAddress, billingName, ...overrides });
}

export function createSession(
  ctx: TestApp,
  auth: Record<string, string>,
  cartItems: unknown[],
  language = 'fr',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: { ...auth, 'accept-language': language },
    payload: { withdrawalConsent: true, cartItems },
  });
}

export const sessionIdOf = (sessionUrl: string) => sessionUrl.split('/').pop()!;

/** Submits the sandbox's hosted card form, as the browser does. */
export function payInSandbox(ctx: TestApp, sessionId: string, card = '4242 4242 4242 4242', language = 'fr') {
  return ctx.app.inject({
    method: 'POST',
    url: `/sandbox/stripe/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: new URLSearchParams({ card }).toString(),
  });
}

export async function orderRow(ctx: TestApp, id: string) {
  const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function invoicesOf(ctx: TestApp, orderId: string) {
  return ctx.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
}

/**
 * The amounts of a text written without their currency (docs/rules/currencies.md): a number with two decimals,
 * French or English, that neither a currency sign nor "EUR"/"USD" (an exchange rate) follows or precedes.
 */
export function amountsWithoutCurrency(text: string): string[] {
  const spaced = text.replace(/\s+/g, ' ');
  const french = /(?<![\d,.$€])-?\d{1,3}(?: \d{3})*,\d{2}(?!\d)(?! ?(?:€|\$US|EUR|USD))/g;
  const english = /(?<![\d,.$€])-?\d{1,3}(?:,\d{3})*\.\d{2}(?!\d)(?! ?(?:EUR|USD))/g;
  return [...spaced.matchAll(french), ...spaced.matchAll(english)].map((match) => match[0]);
}

/** The e-mails queued for `to` from one template, oldest first. */
export async function mailsOf(ctx: TestApp, to: string, template: string) {
  const rows = await ctx.app.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, to))
    .orderBy(asc(mailQueue.createdAt));
  return rows.filter((row) => row.template === template);
}

export async function confirmationMails(ctx: TestApp, to: string) {
  const rows = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
  return rows.filter((row) => row.template === 'order-confirmation');
}

/** A webhook delivery signed exactly as Stripe signs (or with another secret, to tamper). */
export function signedEvent(
  ctx: TestApp,
  event: { id: string; type: string; session: Record<string, unknown> },
  secret = ctx.app.payments.webhookSecret,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'checkout.session', ...event.session } },
  });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

export function postWebhook(ctx: TestApp, payload: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

/** The text of an order's invoice (or receipt) PDF as its owner downloads it, line breaks folded to spaces. */
export async function invoicePdfText(ctx: TestApp, auth: Record<string, string>, orderId: string) {
  const link = await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: auth });
  const file = await ctx.app.inject({
    url: (link.json() as { invoicePdfUrl: string }).invoicePdfUrl,
    headers: auth,
  });
  return (await new PDFParse({ data: file.rawPayload }).getText()).text.replace(/\s+/g, ' ');
}

/** The text of a credit note's PDF as its buyer downloads it (the signed link), line breaks folded to spaces. */
export async function creditNotePdfText(ctx: TestApp, auth: Record<string, string>, creditNoteId: string) {
  const link = await ctx.app.inject({ url: `/api/credit-notes/${creditNoteId}`, headers: auth });
  const url = new URL(creditNoteResponseSchema.parse(link.json()).creditNotePdfUrl, 'http://x');
  const file = await ctx.app.inject({ url: url.pathname + url.search, headers: auth });
  return (await new PDFParse({ data: file.rawPayload }).getText()).text.replace(/\s+/g, ' ');
}

/**
 * The token of a payment reminder sent for the buyer's order (docs/rules/checkout.md, "Payment reminder"), as
 * its e-mail's link carries it: the reminder recorded as sent now, the link signed by the shop's own code.
 */
export async function sentReminderToken(app: FastifyInstance, orderId: string, userId: string) {
  const now = await app.paymentReminders.clock.now();
  await app.db
    .insert(paymentReminders)
    .values({
      orderId,
      userId,
      consentAt: now,
      consentVersion: 'test',
      dueAt: now,
      settledAt: now,
      outcome: 'sent',
    })
    .onConflictDoNothing();
  const link = new URL(reminderLink(app.paymentReminders, { orderId, userId }, now));
  return link.searchParams.get('token')!;
}
