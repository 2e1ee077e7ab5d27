import type { AddressInfo } from 'node:net';
import { adminSubscriptionListSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { subscribeInSandbox } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { SANDBOX_CLOCK_ID } from '../../dev/stripe-sandbox/clock';
import { products, subscriptions, users } from '../../lib/db/schema';
import { createStripeClient } from '../../lib/payments/gateway';
import { leaseTestModules } from './test-modules';

/**
 * The lease checkout's consent and billing step as the product page sends them, and the back-office's list of
 * leases (docs/rules/leases.md), driven through the sandbox's checkout and test clock.
 */
let ctx: TestApp;
let productId: string;
let admin: Awaited<ReturnType<typeof createUser>>;

setupCheckoutSuite(leaseTestModules, ({ ctx: app }) => {
  ctx = app;
});
beforeAll(async () => {
  const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'asian-session-levels'));
  productId = row!.id;
  admin = await createUser(ctx.app, { isAdmin: true });
});

const checkout = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: { ...auth, 'accept-language': 'en' },
    payload: { productId, plan: 'monthly', ...payload },
  });

const adminList = async (query = '') => {
  const answer = await ctx.app.inject({ url: `/api/admin/subscriptions${query}`, headers: admin.auth });
  expect(answer.statusCode).toBe(200);
  return adminSubscriptionListSchema.parse(answer.json());
};

describe('POST /api/leases/checkout, as the product page sends it', () => {
  it('refuses without the withdrawal consent, with the card checkout’s translated error, and opens nothing', async () => {
    const { auth, user } = await createUser(ctx.app, billingAddress);
    for (const payload of [{}, { withdrawalConsent: false }]) {
      const refused = await checkout(auth, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'checkout.withdrawalConsentRequired',
        message: expect.stringContaining('waive your right of withdrawal'),
      });
    }
    expect(await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual(
      [],
    );
  });

  it('takes the billing step’s details from a buyer without an address, and keeps them', async () => {
    const { auth, user } = await createUser(ctx.app);
    expect((await checkout(auth, { withdrawalConsent: true })).json()).toMatchObject({
      code: 'checkout.billingRequired',
    });
    const opened = await checkout(auth, { withdrawalConsent: true, billing: billingAddress });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().url).toContain('/sandbox/stripe/pay/');
    const [stored] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ billingCity: 'Paris', billingCountry: 'FR' });
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('lists every lease with its buyer, renewal, grace and failed payments, filters by status and pages', async () => {
    const paying = await subscribeInSandbox(ctx, productId);
    const failing = await subscribeInSandbox(ctx, productId, '4000000000000341');
    const [row] = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.id, failing.leaseId));
    const { port } = ctx.app.server.address() as AddressInfo;
    const stripe = createStripeClient({
      sandbox: { host: '127.0.0.1', port, key: ctx.app.secrets.paymentSandboxKey! },
    });
    // The renewal fails, then its first retry two days later: two failed payments, one grace period.
    const end = Math.floor(row!.currentPeriodEnd!.getTime() / 1000);
    await stripe.testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, { frozen_time: end + 2 * 86_400 + 60 });

    const all = await adminList();
    const byId = new Map(all.subscriptions.map((lease) => [lease._id, lease]));
    expect(byId.get(paying.leaseId)).toMatchObject({
      user: { _id: paying.user.id, email: paying.user.email },
      plan: 'monthly',
      price: { amount: 900, currency: 'eur' },
      status: 'active',
      failedPayments: 0,
      graceUntil: null,
    });
    expect(byId.get(paying.leaseId)!.nextRenewalAt).toBe(byId.get(paying.leaseId)!.paidUntil);
    const failed = byId.get(failing.leaseId)!;
    expect(failed).toMatchObject({
      status: 'past_due',
      failedPayments: 2,
      user: { email: failing.user.email },
    });
    expect(Date.parse(failed.graceUntil!) / 1000).toBe(end + 7 * 86_400);
    expect(Date.parse(failed.paidUntil!) / 1000).toBe(end);

    const pastDue = await adminList('?status=past_due');
    expect(pastDue.subscriptions.map((lease) => lease._id)).toEqual([failing.leaseId]);
    expect(pastDue.pagination).toMatchObject({ totalItems: 1, current: 1 });
    const first = await adminList('?limit=1');
    const second = await adminList('?limit=1&page=2');
    expect(first.pagination).toMatchObject({ totalItems: 2, total: 2 });
    expect([first.subscriptions[0]!._id, second.subscriptions[0]!._id]).toEqual([
      failing.leaseId,
      paying.leaseId,
    ]);
  });

  it('leaves a checkout never paid out, refuses an unknown status, and is the back-office’s only', async () => {
    const { auth } = await createUser(ctx.app, billingAddress);
    const opened = await checkout(auth, { withdrawalConsent: true, plan: 'yearly' });
    const { subscriptions: listed } = await adminList();
    expect(listed.map((lease) => lease._id)).not.toContain(opened.json().leaseId);
    const bad = await ctx.app.inject({
      url: '/api/admin/subscriptions?status=incomplete',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/admin/subscriptions', headers: auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/subscriptions' })).statusCode).toBe(401);
  });
});
