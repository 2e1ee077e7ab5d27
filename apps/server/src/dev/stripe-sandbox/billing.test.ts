import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutTestApp } from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { createStripeClient } from '../../lib/payments/gateway';
import { addInterval } from './billing-objects';
import { SANDBOX_CLOCK_ID } from './clock';
import type { SandboxEvent } from './plugin';

/**
 * The sandbox's Stripe Billing subset (docs/rules/leases.md), driven through the official SDK as the shop and
 * its tests drive it: a subscription-mode checkout, renewals, failures and ends made to happen by its test clock.
 */
let ctx: TestApp;
let stripe: Stripe;
const events: SandboxEvent[] = [];
const DAY = 24 * 3600;

beforeAll(async () => {
  ctx = await createCheckoutTestApp([]);
  const { port } = ctx.app.server.address() as AddressInfo;
  stripe = createStripeClient({
    sandbox: { host: '127.0.0.1', port, key: ctx.app.secrets.paymentSandboxKey! },
  });
  ctx.app.stripeSandbox!.capture = (event) => events.push(event);
});
afterAll(() => ctx.close());

/** The events sent since the last call, as type and object. */
// biome-ignore lint/suspicious/noExplicitAny: the objects are Stripe's JSON, read field by field by the assertions
function sent(): { type: string; object: Record<string, any> }[] {
  const taken = events.splice(0);
  return taken.map((event) => ({ type: event.type, object: JSON.parse(event.payload).data.object }));
}

async function subscribe(card: string, interval: 'month' | 'year' = 'month') {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    success_url: `${ctx.app.config.publicUrl}/lease/done`,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 900,
          recurring: { interval },
          product_data: { name: 'Asian Session Levels' },
        },
      },
    ],
    subscription_data: { metadata: { leaseId: 'lease-1' } },
  });
  expect(session).toMatchObject({ mode: 'subscription', subscription: null });
  // The hosted page tells an operator which card makes the renewals fail.
  const page = await ctx.app.inject({ url: `/sandbox/stripe/pay/${session.id}?lang=en` });
  expect(page.body).toContain('4000 0000 0000 0341 pays the first period');
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/sandbox/stripe/pay/${session.id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${card}`,
  });
  expect(paid.statusCode).toBe(303);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  return { subscription: completed.subscription as string, customer: completed.customer as string };
}

const now = async () => (await stripe.testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID)).frozen_time;
const advanceTo = (frozen_time: number) =>
  stripe.testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, { frozen_time });
const periodEnd = (subscription: Stripe.Subscription) => subscription.items.data[0]!.current_period_end;

describe('sandbox subscriptions', () => {
  it('start with a paid checkout: a customer, an active subscription and its paid first invoice', async () => {
    sent();
    const { subscription, customer } = await subscribe('4242424242424242');
    expect(subscription).toMatch(/^sub_/);
    expect(customer).toMatch(/^cus_/);
    const events = sent();
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const invoice = events[1]!.object;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 900,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription, metadata: { leaseId: 'lease-1' } } },
    });
    const read = await stripe.subscriptions.retrieve(subscription);
    expect(read).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      metadata: { leaseId: 'lease-1' },
    });
    const start = read.items.data[0]!.current_period_start;
    expect(periodEnd(read)).toBe(addInterval(start, 'month'));
    expect(invoice.lines.data[0].period).toEqual({ start, end: periodEnd(read) });
  });

  it('renew at each period end the clock passes, one paid invoice per period, in order', async () => {
    const { subscription } = await subscribe('4242424242424242', 'year');
    sent();
    const firstEnd = periodEnd(await stripe.subscriptions.retrieve(subscription));
    const clock = await advanceTo(addInterval(firstEnd, 'year') + 60);
    expect(clock).toMatchObject({ id: SANDBOX_CLOCK_ID, status: 'ready' });
    const invoices = sent().filter(
      (event) =>
        event.object.object === 'invoice' &&
        event.object.parent.subscription_details.subscription === subscription,
    );
    expect(
      invoices.map((event) => [event.type, event.object.billing_reason, event.object.period_start]),
    ).toEqual([
      ['invoice.paid', 'subscription_cycle', firstEnd],
      ['invoice.paid', 'subscription_cycle', addInterval(firstEnd, 'year')],
    ]);
    expect(periodEnd(await stripe.subscriptions.retrieve(subscription))).toBe(
      addInterval(addInterval(firstEnd, 'year'), 'year'),
    );
  });

  it('fail a renewal with a declining card, retry it, and recover once the card is changed', async () => {
    const { subscription, customer } = await subscribe('4000 0000 0000 0341');
    sent();
    const end = periodEnd(await stripe.subscriptions.retrieve(subscription));
    await advanceTo(end + 60);
    const failed = sent().filter((event) => JSON.stringify(event.object).includes(subscription));
    expect(failed.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(failed[0]!.object).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: end + 2 * DAY,
    });
    expect((await stripe.subscriptions.retrieve(subscription)).status).toBe('past_due');

    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: 'pm_card_visa' } });
    await advanceTo(end + 2 * DAY + 60);
    const recovered = sent().filter((event) => JSON.stringify(event.object).includes(subscription));
    expect(recovered.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(recovered[0]!.object).toMatchObject({ id: failed[0]!.object.id, attempt_count: 2 });
    expect((await stripe.subscriptions.retrieve(subscription)).status).toBe('active');
  });

  it('end a subscription whose renewal keeps failing after its last retry', async () => {
    const { subscription } = await subscribe('4000000000000341');
    const end = periodEnd(await stripe.subscriptions.retrieve(subscription));
    sent();
    // The shop's grace is 7 days: retries on days 2, 4 and 6 fail, and the subscription still waits for day 8.
    await advanceTo(end + 8 * DAY - 60);
    const failed = [
      'invoice.payment_failed',
      'customer.subscription.updated',
      ...Array(3).fill('invoice.payment_failed'),
    ];
    const mine = () => sent().filter((event) => JSON.stringify(event.object).includes(subscription));
    expect(mine().map((event) => event.type)).toEqual(failed);
    expect((await stripe.subscriptions.retrieve(subscription)).status).toBe('past_due');
    await advanceTo(end + 8 * DAY);
    const last = mine();
    expect(last.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    expect(last[0]!.object).toMatchObject({ attempt_count: 5 });
    expect((await stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
  });

  it('cancel at period end, resume, then end at period end', async () => {
    const { subscription } = await subscribe('4242424242424242');
    sent();
    expect(
      (await stripe.subscriptions.update(subscription, { cancel_at_period_end: true })).cancel_at_period_end,
    ).toBe(true);
    const resumed = await stripe.subscriptions.update(subscription, { cancel_at_period_end: false });
    expect(resumed.cancel_at_period_end).toBe(false);
    await stripe.subscriptions.update(subscription, { cancel_at_period_end: true });
    expect(sent().map((event) => [event.type, event.object.cancel_at_period_end])).toEqual([
      ['customer.subscription.updated', true],
      ['customer.subscription.updated', false],
      ['customer.subscription.updated', true],
    ]);
    await advanceTo(periodEnd(resumed) + 60);
    const mine = sent().filter((event) => JSON.stringify(event.object).includes(subscription));
    expect(mine.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(mine[0]!.object).toMatchObject({ status: 'canceled', ended_at: periodEnd(resumed) });
    await expect(stripe.subscriptions.update(subscription, { cancel_at_period_end: false })).rejects.toThrow(
      /canceled/,
    );
  });

  it('refuse a clock moved back, an unknown clock and a subscription checkout without one recurring line', async () => {
    await expect(advanceTo((await now()) - 10)).rejects.toThrow(/frozen_time/);
    await expect(stripe.testHelpers.testClocks.retrieve('clock_other')).rejects.toThrow(/clock_sandbox/);
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        success_url: `${ctx.app.config.publicUrl}/x`,
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 900, product_data: { name: 'X' } } },
        ],
      }),
    ).rejects.toThrow(/monthly or yearly/);
    await expect(stripe.subscriptions.retrieve('sub_unknown')).rejects.toThrow(/No such subscription/);
  });
});
