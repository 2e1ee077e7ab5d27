import { eq } from 'drizzle-orm';
import pino from 'pino';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../lib/db/client';
import { orders, products, subscriptions, users } from '../../lib/db/schema';
import { type LeaseLedger, leaseLedger } from './ledger';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let ledger: LeaseLedger;
/** What the ledger asked of the provider; `refuse` makes its next answer a failure. */
const asked: { id: string; cancel: boolean }[] = [];
let refuse = false;

beforeAll(async () => {
  ({ handle: database, drop } = await openTestDatabase());
  ledger = leaseLedger({
    db: database.db,
    payments: {
      setCancelAtPeriodEnd: async (id, cancel) => {
        asked.push({ id, cancel });
        if (refuse) throw new Error('provider out of reach');
        // Only the field the ledger keeps, of Stripe's whole subscription.
        return { cancel_at_period_end: cancel } as unknown as Stripe.Response<Stripe.Subscription>;
      },
    },
    log: pino({ level: 'silent' }),
  });
});
afterAll(() => drop());

/** A paid lease with one period order, as the webhook leaves it. */
async function leaseWithPeriod(values: Partial<typeof subscriptions.$inferInsert> = {}) {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Buyer', email: `lease-${Date.now()}-${Math.random()}@example.test`, passwordHash: 'x' })
    .returning();
  const [product] = await db.select().from(products).limit(1);
  const [lease] = await db
    .insert(subscriptions)
    .values({
      userId: user!.id,
      productId: product!.id,
      plan: 'monthly',
      priceCents: 900,
      status: 'active',
      providerSubscriptionId: `sub_${Math.random()}`,
      paidUntil: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  const [period] = await db
    .insert(orders)
    .values({ userId: user!.id, totalCents: 900, subscriptionId: lease!.id })
    .returning();
  const [oneOff] = await db.insert(orders).values({ userId: user!.id, totalCents: 4900 }).returning();
  return { lease: lease!, period: period!, oneOff: oneOff! };
}

const reread = async (id: string) =>
  (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe("the lease ledger (what other modules may do to a lease, on the lease's table)", () => {
  it('stops the licence of a revoked period once, keeps it when asked, and leaves a one-off order’s buyer alone', async () => {
    const { lease, period, oneOff } = await leaseWithPeriod();
    const { db } = database;
    await db.transaction((tx) => ledger.periodRevoked(tx, oneOff.id, { keepLicence: false }));
    await db.transaction((tx) => ledger.periodRevoked(tx, period.id, { keepLicence: true }));
    expect((await reread(lease.id)).licenceRevokedAt).toBeNull();
    await db.transaction((tx) => ledger.periodRevoked(tx, period.id, { keepLicence: false }));
    const stoppedAt = (await reread(lease.id)).licenceRevokedAt;
    expect(stoppedAt).not.toBeNull();
    // A second revocation (an unmark after a refund) keeps the first stop's time.
    await db.transaction((tx) => ledger.periodRevoked(tx, period.id, { keepLicence: false }));
    expect((await reread(lease.id)).licenceRevokedAt).toEqual(stoppedAt);
  });

  it('cancels a refunded running lease at period end at the provider, and never an ended or kept one', async () => {
    const running = await leaseWithPeriod();
    const ended = await leaseWithPeriod({ status: 'canceled', endedAt: new Date() });
    asked.length = 0;
    await ledger.stopForRefund(running.lease.id, { keepLicence: true });
    await ledger.stopForRefund(ended.lease.id, { keepLicence: false });
    expect(asked).toEqual([]);
    await ledger.stopForRefund(running.lease.id, { keepLicence: false });
    expect(asked).toEqual([{ id: running.lease.providerSubscriptionId, cancel: true }]);
    expect((await reread(running.lease.id)).cancelAtPeriodEnd).toBe(true);
  });

  it('logs a provider failure without throwing: the refund itself went through', async () => {
    const { lease } = await leaseWithPeriod();
    refuse = true;
    await expect(ledger.stopForRefund(lease.id, { keepLicence: false })).resolves.toBeUndefined();
    refuse = false;
    expect((await reread(lease.id)).cancelAtPeriodEnd).toBe(false);
  });

  it("binds a converted trial's machine to a lease without one, never over the buyer's own", async () => {
    const { db } = database;
    const bare = await leaseWithPeriod();
    const bound = await leaseWithPeriod({ machineId: 'OWN', machineName: 'Desk' });
    const trial = { machineId: 'TRIAL', machineName: 'Laptop' };
    await db.transaction((tx) => ledger.startFromTrial(tx, bare.lease.id, trial));
    await db.transaction((tx) => ledger.startFromTrial(tx, bound.lease.id, trial));
    expect(await reread(bare.lease.id)).toMatchObject(trial);
    expect(await reread(bound.lease.id)).toMatchObject({ machineId: 'OWN', machineName: 'Desk' });
  });
});
