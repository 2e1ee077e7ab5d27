import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver, seconds, signedPayload } from '../../../test/helpers/leases';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { orders } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '../checkout';
import { licencesModule } from '../licences';
import { ordersModule } from '../orders';
import { leasesModule } from '.';

/**
 * Attack tests (issue 44): the provider's lease events told out of order and twice, through the signed webhook
 * route. An ended lease must not come back, nor its licence, and a period's money must count once.
 */
let ctx: TestApp;
let driver: LeaseDriver;

beforeAll(async () => {
  ctx = await createModuleTestApp(
    [leasesModule, checkoutModule, licencesModule, ordersModule, catalogModule],
    {
      MAIL_WORKER_ENABLED: 'false',
    },
  );
  // Listening: the driver reaches the payment sandbox over HTTP, as Stripe would be.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  driver = await leaseDriver(ctx);
});
afterAll(() => ctx?.close());

type Captured = { type: string; payload: string };

/** Runs `step` with the sandbox's events held back, and hands them over in the order they were sent. */
async function held(step: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  ctx.app.stripeSandbox!.capture = (event) => captured.push(event);
  try {
    await step();
  } finally {
    ctx.app.stripeSandbox!.capture = undefined;
  }
  return captured;
}

async function deliver(events: Captured[]) {
  for (const event of events) {
    expect((await postWebhook(ctx, event.payload, signedPayload(ctx, event.payload))).statusCode).toBe(200);
  }
}

const periods = (leaseId: string) =>
  ctx.app.db.select().from(orders).where(eq(orders.subscriptionId, leaseId)).orderBy(asc(orders.createdAt));
const moneyOf = async (leaseId: string) =>
  (await periods(leaseId)).reduce((sum, order) => sum + (order.isPaid ? order.totalCents : 0), 0);
const fileLink = (auth: Record<string, string>, leaseId: string) =>
  ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });

describe('lease events out of order (attack tests)', () => {
  it('a renewal paid, told after the subscription was deleted, revives neither the lease nor its licence', async () => {
    const { auth, leaseId } = await driver.subscribe();
    const lease = await driver.leaseRow(leaseId);
    const end = seconds(lease.currentPeriodEnd);
    const renewal = await held(() => driver.advanceTo(end + 60));
    const deletion = await held(() => driver.stripe.subscriptions.cancel(lease.providerSubscriptionId!));
    expect(renewal.map((event) => event.type)).toContain('invoice.paid');
    expect(deletion.map((event) => event.type)).toContain('customer.subscription.deleted');

    await deliver(deletion);
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
    await deliver([...renewal].reverse());
    const ended = await driver.leaseRow(leaseId);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt).not.toBeNull();
    const counted = await moneyOf(leaseId);
    const billed = (await periods(leaseId)).length;
    expect(billed).toBeLessThanOrEqual(2);

    // Every event again, in both orders: nothing moves, nothing counts twice.
    await deliver([...deletion, ...renewal, ...renewal, ...deletion]);
    expect(await driver.leaseRow(leaseId)).toMatchObject({ status: 'canceled', endedAt: ended.endedAt });
    expect(await moneyOf(leaseId)).toBe(counted);
    expect(await periods(leaseId)).toHaveLength(billed);
    const link = await fileLink(auth, leaseId);
    expect([link.statusCode, link.json().code]).toEqual([409, 'lease.notEntitled']);
  });

  it("the first period's events told after the deletion leave the lease ended, its one period counted once", async () => {
    let subscribed: Awaited<ReturnType<LeaseDriver['subscribe']>> | undefined;
    const first = await held(async () => {
      subscribed = await driver.subscribe();
    });
    const { auth, leaseId } = subscribed!;
    const created = first.find((event) => event.type === 'customer.subscription.created')!;
    const subscriptionId = (JSON.parse(created.payload) as { data: { object: { id: string } } }).data.object
      .id;
    const deletion = await held(() => driver.stripe.subscriptions.cancel(subscriptionId));
    await deliver(deletion);
    const lease = await driver.leaseRow(leaseId);
    const paid = first.filter((event) => event.type === 'invoice.paid');
    await deliver([...paid, ...first, ...paid]);
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
    expect((await periods(leaseId)).filter((order) => order.isPaid).length).toBeLessThanOrEqual(1);
    expect(await moneyOf(leaseId)).toBeLessThanOrEqual(lease.priceCents);
    const link = await fileLink(auth, leaseId);
    expect([link.statusCode, link.json().code]).toEqual([409, 'lease.notEntitled']);
  });
});
