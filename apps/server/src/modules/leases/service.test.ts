import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { products, subscriptions } from '../../lib/db/schema';
import type { AppError } from '../../lib/errors';
import { listMyLeases, setLeaseCancellation } from './service';

/**
 * The buyer's leases built from their named parts on a database copy, without an app: the list's `actions`
 * and the changes the service then makes are one table's answer, and a refused change never reaches the
 * provider (a stub recording what it was asked). The routes' own answers are offers.test.ts's.
 */
const world = useModuleWorld();
const asked: { id: string; cancel: boolean }[] = [];
let deps: Parameters<typeof setLeaseCancellation>[0];
let productId: string;

beforeAll(async () => {
  deps = {
    db: world().db,
    config: { leaseGraceDays: 7, publicUrl: 'https://shop.example' },
    log: world().log,
    payments: {
      setCancelAtPeriodEnd: async (id, cancel) => {
        asked.push({ id, cancel });
        return { cancel_at_period_end: cancel } as unknown as Stripe.Response<Stripe.Subscription>;
      },
    },
  };
  const [product] = await world().db.select().from(products).where(eq(products.slug, 'asian-session-levels'));
  productId = product!.id;
});

/** A buyer's lease paid until next month, in the state `facts` set; a new buyer's unless `buyer` is given. */
async function leaseOf(facts: Partial<typeof subscriptions.$inferInsert> = {}, buyer?: { id: string }) {
  const user = buyer ?? (await insertUser(world().db));
  const [lease] = await world()
    .db.insert(subscriptions)
    .values({
      userId: user.id,
      productId,
      plan: 'monthly',
      priceCents: 900,
      status: 'active',
      providerSubscriptionId: `sub_${user.id}`,
      paidUntil: new Date(Date.now() + 30 * 86_400_000),
      ...facts,
    })
    .returning();
  return { user, lease: lease! };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => `${error.statusCode} ${error.code}`,
  );

describe("the buyer's leases, built from their parts", () => {
  it('lists a renewing lease with its cancel, and cancelling offers the resume', async () => {
    const { user, lease } = await leaseOf();
    const [listed] = await listMyLeases(deps, user.id, 'en');
    expect(listed!.actions).toEqual(['cancel']);
    asked.length = 0;
    const cancelled = await setLeaseCancellation(deps, user.id, lease.id, true, 'en');
    expect(asked).toEqual([{ id: lease.providerSubscriptionId, cancel: true }]);
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null, actions: ['resume'] });
    // The change it holds already is refused before the provider is asked.
    expect(await refusal(setLeaseCancellation(deps, user.id, lease.id, true, 'en'))).toBe(
      '409 lease.alreadyCancelled',
    );
    expect(asked).toHaveLength(1);
  });

  it('offers nothing for a lease a refund stopped, and refuses its resume without asking the provider', async () => {
    const { user, lease } = await leaseOf({ cancelAtPeriodEnd: true, licenceRevokedAt: new Date() });
    const [listed] = await listMyLeases(deps, user.id, 'fr');
    expect(listed!.actions).toEqual([]);
    asked.length = 0;
    expect(await refusal(setLeaseCancellation(deps, user.id, lease.id, false, 'fr'))).toBe(
      '409 lease.notActive',
    );
    expect(await refusal(setLeaseCancellation(deps, user.id, lease.id, true, 'fr'))).toBe(
      '409 lease.alreadyCancelled',
    );
    expect(asked).toEqual([]);
  });

  it('offers to renew an ended lease whose plan the catalogue offers in its currency, on its newest lease only', async () => {
    const ended = { status: 'canceled' as const, endedAt: new Date(), paidUntil: new Date() };
    const { user } = await leaseOf(ended);
    const [listed] = await listMyLeases(deps, user.id, 'en');
    expect(listed).toMatchObject({ productSlug: 'asian-session-levels', actions: ['renew'] });
    // Its yearly plan has no dollar price: a dollar yearly lease of it is not taken again.
    const dollars = await leaseOf({ ...ended, plan: 'yearly', currency: 'usd' });
    expect((await listMyLeases(deps, dollars.user.id, 'en'))[0]!.actions).toEqual([]);
    // A newer lease of the product took its place: only that one offers its changes.
    await leaseOf(
      {
        plan: 'yearly',
        providerSubscriptionId: `sub_new_${user.id}`,
        createdAt: new Date(Date.now() + 1000),
      },
      user,
    );
    const [newer, older] = await listMyLeases(deps, user.id, 'en');
    expect(newer!.actions).toEqual(['cancel']);
    expect(older!.actions).toEqual([]);
  });

  it("leaves out a checkout never paid and keeps to the buyer's own leases", async () => {
    const { user, lease } = await leaseOf({ status: 'incomplete', providerSubscriptionId: null });
    expect(await listMyLeases(deps, user.id, 'en')).toEqual([]);
    const other = await leaseOf();
    expect(await refusal(setLeaseCancellation(deps, user.id, other.lease.id, true, 'en'))).toBe(
      '404 lease.notFound',
    );
    expect(await refusal(setLeaseCancellation(deps, user.id, lease.id, true, 'en'))).toBe(
      '404 lease.notFound',
    );
  });
});
