import { randomBytes } from 'node:crypto';
import {
  type AffiliateTerms,
  adminAffiliateSchema,
  affiliateAreaSchema,
  checkoutAnswerSchema,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { affiliateCommissions, affiliates } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { buyer, orderRow, payInSandbox, sessionIdOf } from './checkout';

/** A partner code no other test of the run uses. */
export const uniquePartnerCode = () => `P${randomBytes(4).toString('hex').toUpperCase()}`;

export const firstPurchaseTerms: AffiliateTerms = {
  percent: 20,
  scope: 'first_purchase',
  renewalMonths: null,
};

/** An account that applied through the partner route and was approved by `admin` with `terms`. */
export async function approvedPartner(
  ctx: TestApp,
  admin: { auth: Record<string, string> },
  terms: AffiliateTerms = firstPurchaseTerms,
  who?: Awaited<ReturnType<typeof createUser>>,
) {
  const partner = who ?? (await createUser(ctx.app));
  const code = uniquePartnerCode();
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/affiliates/application',
    headers: partner.auth,
    payload: { website: 'https://trading.example/', message: 'My Discord has 2000 futures traders.', code },
  });
  expect(applied.statusCode).toBe(201);
  const { partner: area } = affiliateAreaSchema.parse(applied.json());
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/affiliates/${area!._id}/approve`,
    headers: admin.auth,
    payload: { terms },
  });
  expect(approved.statusCode).toBe(200);
  return { ...partner, code, affiliate: adminAffiliateSchema.parse(approved.json()) };
}

/** A visit through the partner's link: the click route's answer and the cookie it sets, as `name=value`. */
export async function clickThrough(ctx: TestApp, code: string, consent = true) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/affiliates/clicks',
    payload: { code, consent },
  });
  const header = response.headers['set-cookie'];
  const setCookie = Array.isArray(header) ? header[0] : header;
  return { response, setCookie, cookie: setCookie?.split(';')[0] };
}

/**
 * A buyer (new unless given) checks out `cart` carrying the referral `cookie` and pays it in the sandbox; the
 * order as stored.
 */
export async function referredPurchase(
  ctx: TestApp,
  cookie: string | undefined,
  cart: { product: string; qty: number }[],
  who?: Awaited<ReturnType<typeof buyer>>,
) {
  const customer = who ?? (await buyer(ctx));
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...customer.auth, ...(cookie ? { cookie } : {}) },
    payload: { withdrawalConsent: true, cartItems: cart },
  });
  expect(answer.statusCode).toBe(200);
  const started = checkoutAnswerSchema.parse(answer.json());
  if (started.kind !== 'redirect' || !started.orderId)
    throw new Error('a paid cart redirects to the payment page');
  expect((await payInSandbox(ctx, sessionIdOf(started.url))).statusCode).toBe(303);
  return { customer, order: await orderRow(ctx, started.orderId) };
}

/** The ledger entries of one order, oldest first. */
export function ledgerOf(ctx: TestApp, orderId: string) {
  return ctx.app.db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.orderId, orderId))
    .orderBy(asc(affiliateCommissions.createdAt), asc(affiliateCommissions.id));
}

/** The sum of a list of ledger entries, in cents. */
export const sumOf = (entries: { amountCents: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.amountCents, 0);

/** A partner inserted straight into the database for a new account: an application unless overridden. */
export async function insertPartner(
  app: FastifyInstance,
  overrides: Partial<typeof affiliates.$inferInsert> = {},
) {
  const { user } = await createUser(app);
  const [row] = await app.db
    .insert(affiliates)
    .values({
      userId: user.id,
      code: uniquePartnerCode(),
      status: 'applied',
      origin: 'application',
      ...overrides,
    })
    .returning();
  return { user, partner: row! };
}
