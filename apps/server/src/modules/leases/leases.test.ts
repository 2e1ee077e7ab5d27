import { WITHDRAWAL_CONSENT_VERSION } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeAccount, createUser } from '../../../test/fixtures';
import { buyer, postWebhook, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { DAY, type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { invoices, orders, products, sandboxRefunds } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { refundsModule } from '../refunds';
import { usersModule } from '../users';
import { leaseTestModules } from './test-modules';

/**
 * Leases on the sandbox's Stripe Billing (docs/rules/leases.md), made to renew, fail and end by its test clock:
 * every step goes through the real webhook route, signed, as Stripe would deliver it.
 */
let ctx: TestApp;
let stripe: Stripe;
let productId: string;
let subscribe: LeaseDriver['subscribe'];
let leaseRow: LeaseDriver['leaseRow'];
let advanceTo: LeaseDriver['advanceTo'];

setupCheckoutSuite(
  [...leaseTestModules, accountClosureModule, usersModule, refundsModule],
  ({ ctx: app }) => {
    ctx = app;
  },
);

beforeAll(async () => {
  const driver = await leaseDriver(ctx);
  ({ stripe, subscribe, leaseRow, advanceTo } = driver);
  productId = driver.product.id;
});

const leasesOf = async (auth: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/leases', headers: auth })).json().leases;
const periodOrders = (leaseId: string) =>
  ctx.app.db
    .select({ order: orders, number: invoices.number, sequence: invoices.sequence })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.subscriptionId, leaseId))
    .orderBy(asc(orders.createdAt));

describe('a lease', () => {
  it('starts with a paid checkout: active, its next renewal date, its first period invoiced', async () => {
    const { auth, leaseId } = await subscribe();
    const [lease] = await leasesOf(auth);
    expect(lease).toMatchObject({
      _id: leaseId,
      plan: 'monthly',
      price: { amount: 900, currency: 'eur' },
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(lease.nextRenewalAt).toBe(lease.currentPeriodEnd);
    expect(lease.paidUntil).toBe(lease.currentPeriodEnd);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(1);
    expect(billed[0]!.order).toMatchObject({ status: 'paid', totalCents: 900 });
    expect(billed[0]!.number).toMatch(/^FA-\d{4}-\d{6}$/);
  });

  it('renews at each period end: one order per period, invoices numbered one after the other', async () => {
    const { auth, leaseId } = await subscribe();
    const end = seconds((await leaseRow(leaseId)).currentPeriodEnd);
    await advanceTo(end + 60);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(2);
    // Numbered per calendar year (FA-YYYY-NNNNNN): a period begun in December is renewed in the next year's series.
    expect(billed[1]!.number! > billed[0]!.number!).toBe(true);
    // The clock renewed the other tests' leases too: together, each year's invoice numbers still leave no gap.
    const numbered = await ctx.app.db
      .select({ year: invoices.year, sequence: invoices.sequence })
      .from(invoices);
    for (const year of new Set(numbered.map((row) => row.year))) {
      const sequences = numbered
        .filter((row) => row.year === year)
        .map((row) => row.sequence)
        .sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => sequences[0]! + index));
    }
    const [lease] = await leasesOf(auth);
    expect(seconds(new Date(lease.paidUntil))).toBeGreaterThan(end);
    expect(lease.nextRenewalAt).toBe(lease.paidUntil);
  });

  it("records the checkout's withdrawal consent on the lease and on every period's order and invoice", async () => {
    const before = Date.now();
    const { leaseId } = await subscribe();
    const lease = await leaseRow(leaseId);
    expect(lease.withdrawalConsentVersion).toBe(WITHDRAWAL_CONSENT_VERSION);
    expect(lease.withdrawalConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await advanceTo(seconds(lease.currentPeriodEnd) + 60);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(2);
    for (const { order } of billed) {
      expect(order.withdrawalConsentAt).toEqual(lease.withdrawalConsentAt);
      expect(order.withdrawalConsentVersion).toBe(WITHDRAWAL_CONSENT_VERSION);
      const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(invoice!.document!.withdrawalConsent).toEqual({
        at: lease.withdrawalConsentAt!.toISOString(),
        version: WITHDRAWAL_CONSENT_VERSION,
      });
    }
  });

  it('gives back a period paid after its buyer closed the account, without an invoice', async () => {
    const who = await buyer(ctx);
    const { leaseId } = await subscribe(undefined, 'monthly', who);
    // The renewal is paid at Stripe while its events are still on their way; the buyer closes the account
    // meanwhile (which ends the subscription there), then the events arrive.
    const captured: { type: string; payload: string }[] = [];
    ctx.app.stripeSandbox!.capture = (event) => captured.push(event);
    await advanceTo(seconds((await leaseRow(leaseId)).currentPeriodEnd) + 60);
    ctx.app.stripeSandbox!.capture = undefined;
    await closeAccount(ctx.app, who);
    for (const event of captured) {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: ctx.app.payments.webhookSecret,
      });
      expect((await postWebhook(ctx, event.payload, signature)).statusCode).toBe(200);
    }
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(2);
    // The refund event has reached the shop: the period is refunded whole, and was never invoiced.
    expect(billed[1]!.order).toMatchObject({ status: 'refunded', refundedCents: 900, isPaid: false });
    expect(billed[1]!.number).toBeNull();
    const refunds = await ctx.app.db.select().from(sandboxRefunds);
    expect(
      refunds.filter((refund) => refund.paymentIntent === billed[1]!.order.stripePaymentIntentId),
    ).toHaveLength(1);
    expect(
      (await stripe.subscriptions.retrieve((await leaseRow(leaseId)).providerSubscriptionId!)).status,
    ).toBe('canceled');
  });

  it('fails a renewal into a grace period, then recovers when the card pays', async () => {
    const { auth, user, leaseId } = await subscribe('4000000000000341');
    const end = seconds((await leaseRow(leaseId)).currentPeriodEnd);
    // Delivered as the sandbox would, and kept to be told again later.
    const captured: { type: string; payload: string }[] = [];
    ctx.app.stripeSandbox!.capture = (event) => captured.push(event);
    await advanceTo(end + 60);
    ctx.app.stripeSandbox!.capture = undefined;
    for (const event of captured) {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: ctx.app.payments.webhookSecret,
      });
      expect((await postWebhook(ctx, event.payload, signature)).statusCode).toBe(200);
    }
    const failure = captured
      .map((event) => JSON.parse(event.payload))
      .find((event) => event.type === 'invoice.payment_failed' && JSON.stringify(event).includes(leaseId));
    expect(failure).toBeDefined();
    const failed = await leaseRow(leaseId);
    expect(failed.status).toBe('past_due');
    // The grace counts from the provider's failure time (the renewal at period end): 7 days by default.
    expect(seconds(failed.graceUntil)).toBe(end + 7 * DAY);
    expect(seconds(failed.paidUntil)).toBe(end);
    expect(await periodOrders(leaseId)).toHaveLength(1);
    const [customer] = [
      (await stripe.subscriptions.retrieve(failed.providerSubscriptionId!)).customer as string,
    ];
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: 'pm_card_visa' } });
    await advanceTo(end + 2 * DAY + 60);
    const [lease] = await leasesOf(auth);
    expect(lease).toMatchObject({ status: 'active', graceUntil: null });
    expect(seconds(new Date(lease.paidUntil))).toBeGreaterThan(end);
    expect(await periodOrders(leaseId)).toHaveLength(2);
    // The failure of the invoice now paid, told again late (a new delivery id): the lease stays paid up.
    const late = JSON.stringify({ ...failure!, id: `evt_late_${leaseId}` });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: late,
      secret: ctx.app.payments.webhookSecret,
    });
    expect((await postWebhook(ctx, late, signature)).statusCode).toBe(200);
    expect(await leaseRow(leaseId)).toMatchObject({ status: 'active', graceUntil: null });
    expect(user.email).toBeTruthy();
  });

  it('ends when renewals keep failing after the grace period', async () => {
    const { auth, leaseId } = await subscribe('4000000000000341');
    const end = seconds((await leaseRow(leaseId)).currentPeriodEnd);
    await advanceTo(end + 8 * DAY);
    const [lease] = await leasesOf(auth);
    expect(lease).toMatchObject({ status: 'canceled', nextRenewalAt: null });
    expect(seconds(new Date(lease.graceUntil))).toBe(end + 7 * DAY);
    expect(lease.endedAt).not.toBeNull();
  });

  it('answers 409 to a cancel once the lease has ended at the provider, before the shop is told', async () => {
    const { auth, leaseId } = await subscribe('4000000000000341');
    const end = seconds((await leaseRow(leaseId)).currentPeriodEnd);
    // The provider's events are held back: the shop still believes the lease runs.
    ctx.app.stripeSandbox!.capture = () => undefined;
    await advanceTo(end + 8 * DAY);
    ctx.app.stripeSandbox!.capture = undefined;
    expect((await leaseRow(leaseId)).status).toBe('active');
    // The shop offers the cancel it believes in; the provider's refusal of an ended subscription answers it.
    expect((await leasesOf(auth))[0].actions).toEqual(['cancel']);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaseId}/cancel`,
      headers: auth,
    });
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([409, 'lease.notActive']);
  });

  it('is cancelled at period end, resumed, cancelled again, and ends at period end', async () => {
    const { auth, leaseId } = await subscribe('4242424242424242', 'yearly');
    const post = (action: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/leases/${leaseId}/${action}`, headers: auth });
    const cancelled = await post('cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      nextRenewalAt: null,
      status: 'active',
    });
    const resumed = (await post('resume')).json();
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextRenewalAt: resumed.currentPeriodEnd });
    await post('cancel');
    await advanceTo(seconds(new Date(resumed.currentPeriodEnd)) + 60);
    const [lease] = await leasesOf(auth);
    expect(lease).toMatchObject({ status: 'canceled', nextRenewalAt: null });
    expect(await periodOrders(leaseId)).toHaveLength(1);
    expect((await post('resume')).json()).toMatchObject({ code: 'lease.notActive' });
  }, 120_000);
});

describe('lease webhook events', () => {
  it('apply once when duplicated and end right when reordered', async () => {
    const captured: { type: string; payload: string }[] = [];
    ctx.app.stripeSandbox!.capture = (event) => captured.push(event);
    const { auth, leaseId } = await subscribe();
    ctx.app.stripeSandbox!.capture = undefined;
    expect(captured.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(await leasesOf(auth)).toEqual([]);
    const deliver = (event: { payload: string }) =>
      postWebhook(
        ctx,
        event.payload,
        Stripe.webhooks.generateTestHeaderString({
          payload: event.payload,
          secret: ctx.app.payments.webhookSecret,
        }),
      );
    for (const event of [...captured].reverse()) expect((await deliver(event)).statusCode).toBe(200);
    for (const event of captured) expect((await deliver(event)).statusCode).toBe(200);
    expect(await periodOrders(leaseId)).toHaveLength(1);
    const [lease] = await leasesOf(auth);
    expect(lease).toMatchObject({ status: 'active' });
    expect(lease.paidUntil).toBe(lease.currentPeriodEnd);
    const tampered = await postWebhook(ctx, captured[1]!.payload, 't=1,v1=00');
    expect(tampered.statusCode).toBe(400);
  });
});

describe('lease permissions and refusals', () => {
  it('keeps a buyer to their own leases and checks the plan', async () => {
    const { leaseId } = await subscribe();
    const other = await buyer(ctx);
    for (const action of ['cancel', 'resume']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/leases/${leaseId}/${action}`,
        headers: other.auth,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'lease.notFound' });
    }
    expect(await leasesOf(other.auth)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/leases' })).statusCode).toBe(401);
    const [unleased] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: { ...other.auth, 'accept-language': 'en' },
      payload: { productId: unleased!.id, plan: 'monthly', withdrawalConsent: true },
    });
    expect(refused.json()).toMatchObject({
      code: 'lease.planNotOffered',
      message: 'This product is not offered for lease on this plan.',
    });
    const noAddress = await createUser(ctx.app);
    const withoutBilling = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: noAddress.auth,
      payload: { productId, plan: 'monthly', withdrawalConsent: true },
    });
    expect(withoutBilling.json()).toMatchObject({ code: 'checkout.billingRequired' });
  });

  it('refuses a second lease of a product already leased, and a lifetime licence from a period order', async () => {
    const { auth, leaseId } = await subscribe();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: auth,
      payload: { productId, plan: 'yearly', withdrawalConsent: true },
    });
    expect(again.statusCode).toBe(409);
    const [billed] = await periodOrders(leaseId);
    const licence = await ctx.app.inject({
      method: 'POST',
      url: '/api/licences',
      headers: auth,
      payload: { orderId: billed!.order.id, productId, machineIdName: 'ABCDEF0123456789-Desk' },
    });
    expect(licence.statusCode).toBe(404);
  });
});
