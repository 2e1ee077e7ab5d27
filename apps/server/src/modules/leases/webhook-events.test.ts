import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import { insertWebhookEndpoint, recordedEvents } from '../../../test/helpers/webhooks';
import type { TestApp } from '../../../test/test-app';
import { webhooksModule } from '../webhooks';
import { leaseTestModules } from './test-modules';

/**
 * A lease's renewal and its end are `lease.renewed` and `lease.ended` events for the owner's tools
 * (docs/rules/webhooks.md), recorded in the transaction that applies the provider's event: not for the first
 * period (that is `order.paid`), and not again when the provider tells the same fact under another event.
 */
let ctx: TestApp;
let driver: LeaseDriver;
setupCheckoutSuite([...leaseTestModules, webhooksModule], ({ ctx: app }) => {
  ctx = app;
});
beforeAll(async () => {
  driver = await leaseDriver(ctx);
  await insertWebhookEndpoint(ctx.app.db, ['lease.renewed', 'lease.ended']);
});

const leaseEvents = async (leaseId: string) =>
  (await recordedEvents(ctx.app.db, ['lease.renewed', 'lease.ended'])).filter(
    (event) => event.data.leaseId === leaseId,
  );

/** Delivers a provider event's payload to the shop's webhook route, signed as Stripe signs it. */
async function deliver(payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: ctx.app.payments.webhookSecret,
  });
  expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
}

/**
 * Moves the test clock to `to`; the provider's events it sends meanwhile are kept back (the sandbox's
 * capture), then delivered in their order, and returned.
 */
async function capturedWhile(to: number) {
  const captured: { type: string; payload: string }[] = [];
  ctx.app.stripeSandbox!.capture = (event) => captured.push(event);
  await driver.advanceTo(to);
  ctx.app.stripeSandbox!.capture = undefined;
  for (const event of captured) await deliver(event.payload);
  return captured;
}

/** The provider tells one of `captured`'s facts again, under a new event id (the shop has not seen it). */
async function toldAgain(captured: { type: string; payload: string }[], type: string, leaseId: string) {
  const told = captured
    .map((event) => JSON.parse(event.payload) as { id: string; type: string; data: { object: object } })
    .find((event) => event.type === type && JSON.stringify(event.data.object).includes(leaseId));
  expect(told).toBeDefined();
  await deliver(JSON.stringify({ ...told, id: `${told!.id}_again` }));
}

describe('lease.renewed and lease.ended', () => {
  it('records a renewal, not the first period, and once when its payment is told twice', async () => {
    const { user, leaseId } = await driver.subscribe();
    expect(await leaseEvents(leaseId)).toEqual([]);
    const captured = await capturedWhile(seconds((await driver.leaseRow(leaseId)).currentPeriodEnd) + 60);
    const lease = await driver.leaseRow(leaseId);
    const renewed = {
      type: 'lease.renewed',
      timestamp: expect.any(String),
      data: {
        leaseId,
        productId: driver.product.id,
        customer: { userId: user.id, email: user.email },
        amount: { amount: 900, currency: 'eur' },
        periodEnd: lease.paidUntil!.toISOString(),
      },
    };
    expect(await leaseEvents(leaseId)).toEqual([renewed]);
    await toldAgain(captured, 'invoice.paid', leaseId);
    expect(await leaseEvents(leaseId)).toEqual([renewed]);
  }, 120_000);

  it('records the end of a lease cancelled at period end, once when its deletion is told twice', async () => {
    const { auth, user, leaseId } = await driver.subscribe();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaseId}/cancel`,
      headers: auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const captured = await capturedWhile(seconds((await driver.leaseRow(leaseId)).currentPeriodEnd) + 60);
    const lease = await driver.leaseRow(leaseId);
    expect(lease.status).toBe('canceled');
    const ended = {
      type: 'lease.ended',
      timestamp: expect.any(String),
      data: {
        leaseId,
        productId: driver.product.id,
        customer: { userId: user.id, email: user.email },
        endedAt: lease.endedAt!.toISOString(),
      },
    };
    expect(await leaseEvents(leaseId)).toEqual([ended]);
    await toldAgain(captured, 'customer.subscription.deleted', leaseId);
    expect(await leaseEvents(leaseId)).toEqual([ended]);
  }, 120_000);
});
