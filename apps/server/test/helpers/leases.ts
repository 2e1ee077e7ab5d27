import type { AddressInfo } from 'node:net';
import type { Currency } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { SANDBOX_CLOCK_ID } from '../../src/dev/stripe-sandbox/clock';
import { products, subscriptions } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { buyer, payInSandbox, sessionIdOf } from './checkout';

export const DAY = 24 * 3600;
export const GOOD_CARD = '4242424242424242';
/** Pays the first period at checkout and declines every renewal (docs/rules/leases.md). */
export const FAILING_CARD = '4000000000000341';

type Buyer = Awaited<ReturnType<typeof createUser>>;

/** The official SDK pointed at a listening test app's sandbox, and its one test clock moved forward. */
export function sandboxTestClock(ctx: TestApp) {
  const { port } = ctx.app.server.address() as AddressInfo;
  // Not the shop's client: moving the test clock answers once every renewal it passes is billed (Stripe does
  // that in the background), and a year of a busy file's leases on a loaded machine outlasts a shop call's 20 s.
  const stripe = new Stripe(ctx.app.secrets.paymentSandboxKey!, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 120_000,
    telemetry: false,
  });
  const advanceTo = (frozen_time: number) =>
    stripe.testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, { frozen_time });
  /** Moves the test clock `secondsLater` past its current time. */
  const advanceBy = async (secondsLater: number) =>
    advanceTo((await stripe.testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID)).frozen_time + secondsLater);
  return { stripe, advanceTo, advanceBy };
}

/**
 * Drives leases on a listening test app's sandbox (docs/rules/leases.md): the official SDK pointed at it, the
 * leased product of the seeded catalogue, a paid subscription, and its one test clock.
 */
export async function leaseDriver(ctx: TestApp) {
  const { stripe, advanceTo, advanceBy } = sandboxTestClock(ctx);
  const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'asian-session-levels'));
  const product = row!;

  /** A buyer (a new one unless given) subscribed in `currency` and paid at the sandbox with `card`. */
  const subscribe = (
    card = GOOD_CARD,
    plan: 'monthly' | 'yearly' = 'monthly',
    who?: Buyer,
    currency: Currency = 'eur',
  ) => subscribeInSandbox(ctx, product.id, card, plan, who, currency);

  const leaseRow = async (id: string) =>
    (await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  return { stripe, product, subscribe, leaseRow, advanceTo, advanceBy };
}

/**
 * A buyer (a new one, with a billing address, unless given) subscribes to `productId` on `plan` in `currency`,
 * consenting to the immediate start, and pays the sandbox's checkout with `card` (docs/rules/leases.md).
 */
export async function subscribeInSandbox(
  ctx: TestApp,
  productId: string,
  card = GOOD_CARD,
  plan: 'monthly' | 'yearly' = 'monthly',
  who?: Buyer,
  currency: Currency = 'eur',
) {
  const { auth, user } = who ?? (await buyer(ctx));
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: auth,
    payload: { productId, plan, withdrawalConsent: true, currency },
  });
  expect(opened.statusCode).toBe(200);
  const { url, leaseId } = opened.json() as { url: string; leaseId: string };
  expect((await payInSandbox(ctx, sessionIdOf(url), card)).statusCode).toBe(303);
  return { auth, user, leaseId };
}

export const seconds = (date: Date | null) => Math.floor(date!.getTime() / 1000);

/** Re-signs a captured sandbox event's payload as Stripe would, for a test delivering it itself. */
export const signedPayload = (ctx: TestApp, payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: ctx.app.payments.webhookSecret });

export type LeaseDriver = Awaited<ReturnType<typeof leaseDriver>>;

/** A lease a payment recovered from its grace period: active, the grace and its e-mails' claims cleared. */
export const recoveredLease = {
  status: 'active',
  graceUntil: null,
  graceStartMailAt: null,
  graceMidwayMailAt: null,
  graceReminderMailAt: null,
} as const;

/**
 * A lease bound to a machine whose renewal fails at its period end (a buyer in `language` on the failing card),
 * with the buyer's licence file and that period end.
 */
export async function failingLease(ctx: TestApp, driver: LeaseDriver, language: 'fr' | 'en') {
  const who = await buyer(ctx, { language, emailVerifiedAt: new Date() });
  const { auth, user, leaseId } = await driver.subscribe(FAILING_CARD, 'monthly', who);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/leases/${leaseId}/machine`,
    headers: { ...auth, 'accept-language': 'en' },
    payload: { machineIdName: '0123456789ABCDEF0123456789ABCDEF-Desk' },
  });
  const file = await leaseFile(ctx, auth, leaseId);
  const end = seconds((await driver.leaseRow(leaseId)).paidUntil);
  return { auth, user, leaseId, file, end };
}

/** The lease's licence file as the buyer downloads it now (its 5-minute link, then the file). */
export async function leaseFile(ctx: TestApp, auth: Record<string, string>, leaseId: string) {
  const link = await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });
  return (await ctx.app.inject({ url: link.json().licenseUrl, headers: auth })).body;
}

let inserted = 0;
/**
 * A lease in its grace period (a renewal failed), inserted straight into the database: of `userId`, or of a new
 * buyer.
 */
export async function insertPastDueLease(app: FastifyInstance, userId?: string) {
  inserted += 1;
  const user = userId ? { id: userId } : (await createUser(app)).user;
  const [product] = await app.db.select().from(products).limit(1);
  const now = Date.now();
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      productId: product!.id,
      plan: 'monthly',
      priceCents: 900,
      status: 'past_due',
      providerSubscriptionId: `sub_inserted_${inserted}_${now}`,
      paidUntil: new Date(now),
      currentPeriodEnd: new Date(now),
      graceUntil: new Date(now + 7 * DAY * 1000),
    })
    .returning();
  return row!;
}

/** POST /api/license/refresh with a licence file, as an indicator sends it. */
export const refreshFile = (ctx: TestApp, file: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/license/refresh',
    headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
    payload: file,
  });
