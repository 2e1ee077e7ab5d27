import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ModuleWorld, useModuleWorld } from '../../../test/helpers/module-deps';
import { orders, products, subscriptions, users } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { type LeaseLedger, leaseLedger } from './ledger';

const world = useModuleWorld();
let database: ModuleWorld;
let ledger: LeaseLedger;
/** What the ledger asked of the provider; `refuse` makes its next answer that failure. */
const asked: { id: string; cancel: boolean | 'now' }[] = [];
let refuse: Error | undefined;

beforeAll(() => {
  database = world();
  ledger = leaseLedger({
    db: world().db,
    payments: {
      setCancelAtPeriodEnd: async (id, cancel) => {
        asked.push({ id, cancel });
        if (refuse) throw refuse;
        // Only the field the ledger keeps, of Stripe's whole subscription.
        return { cancel_at_period_end: cancel } as unknown as Stripe.Response<Stripe.Subscription>;
      },
      cancelSubscription: async (id) => {
        asked.push({ id, cancel: 'now' });
        if (refuse) throw refuse;
        return { id, status: 'canceled' } as unknown as Stripe.Response<Stripe.Subscription>;
      },
    },
    log: world().log,
  });
});

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
    refuse = new Error('provider out of reach');
    await expect(ledger.stopForRefund(lease.id, { keepLicence: false })).resolves.toBeUndefined();
    refuse = undefined;
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

  it('ends a closing account’s running and past-due leases at the provider at once, never an ended one', async () => {
    const running = await leaseWithPeriod();
    const { db } = database;
    const pastDue = await leaseWithPeriod({
      status: 'past_due',
      graceUntil: new Date(Date.now() + 86_400_000),
    });
    await db
      .update(subscriptions)
      .set({ userId: running.lease.userId })
      .where(eq(subscriptions.id, pastDue.lease.id));
    const ended = await leaseWithPeriod({ status: 'canceled', endedAt: new Date() });
    await db
      .update(subscriptions)
      .set({ userId: running.lease.userId })
      .where(eq(subscriptions.id, ended.lease.id));
    asked.length = 0;
    await ledger.endForClosingAccount(running.lease.userId);
    expect(asked.map((ask) => ask.cancel)).toEqual(['now', 'now']);
    expect(asked.map((ask) => ask.id).sort()).toEqual(
      [running.lease.providerSubscriptionId, pastDue.lease.providerSubscriptionId].sort(),
    );
  });

  it('closes over a lease the provider ended already, and refuses with a 503 when it is out of reach', async () => {
    const { lease } = await leaseWithPeriod();
    refuse = new Stripe.errors.StripeInvalidRequestError({
      message: 'No such subscription',
      type: 'invalid_request_error',
    });
    await expect(ledger.endForClosingAccount(lease.userId)).resolves.toBeUndefined();
    refuse = new Error('provider out of reach');
    const failure = await ledger.endForClosingAccount(lease.userId).catch((error: unknown) => error);
    refuse = undefined;
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'checkout.paymentUnavailable' });
  });
});
