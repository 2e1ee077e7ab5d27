import type { VendorLicenceReason } from '@shop/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { orderItems, type orders, products, subscriptions, vendorLicenceTasks } from '../../lib/db/schema';
import type { LeaseClock } from '../../lib/payments/clock';
import { holdsProduct } from '../entitlements';
import type { VendorLicenceDelivery } from './delivery';

/** What keeping NinjaTrader's licences in step with the shop's grants reaches. */
export interface VendorLicenceSyncDeps {
  delivery: VendorLicenceDelivery;
  /** The lease clock and grace days: whether a lease still entitles its holder (docs/rules/leases.md). */
  leaseClock: LeaseClock;
  config: { leaseGraceDays: number };
}

/** An order whose move may change what NinjaTrader should grant: its id, buyer and NinjaTrader e-mail. */
export type MovedOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'ninjaTraderEmail'>;

/**
 * The latest task of a buyer's product: a create means NinjaTrader grants it (or is about to). It first takes
 * the buyer's product's lock until the transaction ends: two payments (or a payment and a refund) of one buyer's
 * product told at once would otherwise both read the same latest task and both add theirs.
 */
async function latestTask(tx: Executor, userId: string, productId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`vendor-licences:${userId}:${productId}`}, 0))`,
  );
  const [latest] = await tx
    .select()
    .from(vendorLicenceTasks)
    .where(and(eq(vendorLicenceTasks.userId, userId), eq(vendorLicenceTasks.productId, productId)))
    .orderBy(desc(vendorLicenceTasks.createdAt), desc(vendorLicenceTasks.id))
    .limit(1);
  return latest;
}

/** The buyer's products NinjaTrader grants (or is about to): those whose latest task is a create, each locked. */
export async function grantedProducts(tx: Executor, userId: string) {
  const productIds = await tx
    .selectDistinct({ productId: vendorLicenceTasks.productId })
    .from(vendorLicenceTasks)
    .where(eq(vendorLicenceTasks.userId, userId));
  const granted: { userId: string; productId: string; ninjaTraderEmail: string }[] = [];
  for (const { productId } of productIds) {
    const latest = await latestTask(tx, userId, productId);
    if (latest?.action === 'create')
      granted.push({ userId, productId, ninjaTraderEmail: latest.ninjaTraderEmail });
  }
  return granted;
}

/** The products licensed by NinjaTrader among the lines (a bundle's contained lines included) of these orders. */
async function ninjaTraderLines(tx: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .selectDistinct({ orderId: orderItems.orderId, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, [...orderIds]), eq(products.licensing, 'ninjatrader')));
}

/**
 * Orders that became paid (docs/rules/vendor-licences.md): each product of theirs licensed by NinjaTrader is
 * asked to be created for the order's NinjaTrader e-mail, unless the buyer's latest task already creates it
 * (an order told paid twice, a lease's next period, a second purchase). In the transaction that pays them.
 */
export async function ordersPaid(deps: VendorLicenceSyncDeps, tx: Executor, paid: readonly MovedOrder[]) {
  const byId = new Map(paid.map((order) => [order.id, order]));
  for (const { orderId, productId } of await ninjaTraderLines(tx, [...byId.keys()])) {
    const order = byId.get(orderId)!;
    // Orders opened before the product was licensed by NinjaTrader carry no e-mail: nothing to ask for.
    if (!order.ninjaTraderEmail) continue;
    const latest = await latestTask(tx, order.userId, productId);
    if (latest?.action === 'create') continue;
    await deps.delivery.requestCreate(tx, {
      userId: order.userId,
      productId,
      orderId,
      ninjaTraderEmail: order.ninjaTraderEmail,
      reason: 'purchase',
    });
  }
}

/**
 * Orders that stopped granting, wholly or a line (a refund, an order marked unpaid or cancelled): a product
 * the buyer no longer holds by any order or lease (`holdsProduct`) is asked to be revoked from the account its
 * latest create named. In the transaction that moves them, after their lines and leases moved.
 */
export async function ordersEnded(
  deps: VendorLicenceSyncDeps,
  tx: Executor,
  ended: readonly MovedOrder[],
  reason: Extract<VendorLicenceReason, 'refund' | 'unpaid'>,
) {
  const byId = new Map(ended.map((order) => [order.id, order]));
  for (const { orderId, productId } of await ninjaTraderLines(tx, [...byId.keys()])) {
    await revokeUnheld(deps, tx, { userId: byId.get(orderId)!.userId, productId, orderId }, reason);
  }
}

/** Revokes the buyer's NinjaTrader licence of the product when one is granted and nothing grants it any more. */
async function revokeUnheld(
  deps: VendorLicenceSyncDeps,
  tx: Executor,
  facts: { userId: string; productId: string; orderId: string | null },
  reason: VendorLicenceReason,
) {
  const latest = await latestTask(tx, facts.userId, facts.productId);
  if (latest?.action !== 'create') return;
  const terms = { graceDays: deps.config.leaseGraceDays, now: await deps.leaseClock.now(tx) };
  if (await holdsProduct(tx, facts, terms)) return;
  await deps.delivery.requestRevoke(tx, { ...facts, ninjaTraderEmail: latest.ninjaTraderEmail, reason });
}

/**
 * Leases of products licensed by NinjaTrader whose licence has run out (ended, cancelled at period end, grace
 * over): the sweep's pass, each lease's buyer and product checked in a transaction of its own. A lease's end is
 * a time passing, not an event another module tells, so the shop notices it here.
 */
export async function revokeEndedLeases(deps: VendorLicenceSyncDeps & { db: Database }): Promise<number> {
  const leased = await deps.db.transaction((tx) =>
    tx
      .selectDistinct({ userId: subscriptions.userId, productId: subscriptions.productId })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(and(eq(products.licensing, 'ninjatrader'), isNotNull(subscriptions.paidUntil))),
  );
  let revoked = 0;
  for (const lease of leased) {
    await deps.db.transaction(async (tx) => {
      const before = await latestTask(tx, lease.userId, lease.productId);
      await revokeUnheld(deps, tx, { ...lease, orderId: null }, 'leaseEnd');
      const after = await latestTask(tx, lease.userId, lease.productId);
      if (after && after.id !== before?.id) revoked += 1;
    });
  }
  return revoked;
}
