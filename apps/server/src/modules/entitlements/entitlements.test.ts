import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../lib/db/client';
import {
  orderItems,
  orders,
  products,
  refundRequests,
  refunds,
  subscriptions,
  users,
} from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import {
  brokenDependencies,
  dependentOrder,
  holdsProduct,
  lineSeats,
  liveLines,
  refundRequestRefusals,
  refuseWhileDepended,
} from './index';

/**
 * Each rule of docs/rules/entitlements.md on a real database (a copy of the seeded template), with the rows
 * written as the shop writes them: one buyer per test, orders and lines inserted directly.
 */
let database: DatabaseHandle;
let drop: () => Promise<void>;
let productIds: string[];
const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
const terms = { graceDays: 3, now };

beforeAll(async () => {
  ({ handle: database, drop } = await openTestDatabase());
  productIds = (await database.db.select({ id: products.id }).from(products).limit(2)).map((row) => row.id);
});
afterAll(() => drop());

const db = () => database.db;

async function newBuyer() {
  const [user] = await db()
    .insert(users)
    .values({ name: 'Buyer', email: `buyer-${Math.random()}@example.test`, passwordHash: 'x' })
    .returning();
  return user!.id;
}

type OrderFacts = Partial<typeof orders.$inferInsert>;
type LineFacts = Partial<typeof orderItems.$inferInsert>;

/** An order of one line of the first seeded product (paid now unless told otherwise). */
async function orderOf(userId: string, order: OrderFacts = {}, line: LineFacts = {}) {
  const [row] = await db()
    .insert(orders)
    .values({ userId, totalCents: 4900, status: 'paid', isPaid: true, paidAt: now, ...order })
    .returning();
  const [item] = await db()
    .insert(orderItems)
    .values({
      orderId: row!.id,
      productId: productIds[0]!,
      name: 'Line',
      unitPriceCents: 4900,
      quantity: 1,
      ...line,
    })
    .returning();
  return { order: row!, line: item! };
}

describe('liveLine and holdsProduct: what a buyer holds', () => {
  it('counts a paid or free line with units left, and none refunded, upgraded, unpaid or a lease period', async () => {
    const userId = await newBuyer();
    const held = await orderOf(userId);
    await orderOf(userId, { totalCents: 0, isFree: true }, { unitPriceCents: 0 });
    await orderOf(userId, {}, { refundedQuantity: 1 });
    await orderOf(userId, {}, { upgradedAt: now });
    await orderOf(userId, { status: 'pending', isPaid: false, paidAt: null });
    const [lease] = await db()
      .insert(subscriptions)
      .values({ userId, productId: productIds[0]!, plan: 'monthly', priceCents: 900 })
      .returning();
    await orderOf(userId, { subscriptionId: lease!.id });
    const lines = await liveLines(db(), { userId, productIds: [productIds[0]!] });
    expect(lines.map(({ line }) => line.unitPriceCents).sort()).toEqual([0, 4900]);
    expect(lines.map(({ order }) => order.id)).toContain(held.order.id);
    expect(await holdsProduct(db(), { userId, productId: productIds[0]! }, terms)).toBe(true);
    expect(await holdsProduct(db(), { userId, productId: productIds[1]! }, terms)).toBe(false);
  });

  it('counts a lease while it entitles, its grace included, and not after', async () => {
    const userId = await newBuyer();
    await db()
      .insert(subscriptions)
      .values({
        userId,
        productId: productIds[1]!,
        plan: 'monthly',
        priceCents: 900,
        status: 'active',
        paidUntil: new Date(now.getTime() - DAY),
      });
    const query = { userId, productId: productIds[1]! };
    expect(await holdsProduct(db(), query, terms)).toBe(true);
    expect(await holdsProduct(db(), query, { ...terms, now: new Date(now.getTime() + 3 * DAY) })).toBe(false);
  });
});

describe('lineSeats', () => {
  it('is the units left, and none on a bundle line that took credit for an owned line', () => {
    expect(lineSeats({ quantity: 3, refundedQuantity: 1, creditedItemId: null })).toBe(2);
    expect(lineSeats({ quantity: 1, refundedQuantity: 1, creditedItemId: null })).toBe(0);
    expect(lineSeats({ quantity: 1, refundedQuantity: 0, creditedItemId: 'owned-line' })).toBe(0);
  });
});

describe('dependentOrder and refuseWhileDepended', () => {
  it('names the standing upgrade or bundle that depends on a line, and none once it is refunded', async () => {
    const userId = await newBuyer();
    const lower = await orderOf(userId);
    const credited = await orderOf(userId);
    const upgrade = await orderOf(
      userId,
      {},
      { upgradeFromItemId: lower.line.id, upgradeFromOrderId: lower.order.id },
    );
    const bundle = await orderOf(userId, {}, { creditedItemId: credited.line.id });
    expect(await dependentOrder(db(), [lower.line.id])).toEqual({
      kind: 'upgrade',
      orderId: upgrade.order.id,
    });
    expect(await dependentOrder(db(), [credited.line.id])).toEqual({
      kind: 'bundle',
      orderId: bundle.order.id,
    });
    const refused = await refuseWhileDepended(db(), [credited.line], 'refundRequest').catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('refundRequest.credited');
    await db()
      .update(orders)
      .set({ status: 'refunded', isPaid: false })
      .where(eq(orders.id, bundle.order.id));
    expect(await dependentOrder(db(), [credited.line.id])).toBeUndefined();
    await expect(refuseWhileDepended(db(), [credited.line], 'refund')).resolves.toBeUndefined();
  });
});

describe('brokenDependencies: at payment', () => {
  it('finds an upgrade whose lower line was refunded or has a refund under way, and a bundle whose credited order was unmarked', async () => {
    const userId = await newBuyer();
    const pending = { status: 'pending' as const, isPaid: false, paidAt: null };
    const intact = await orderOf(userId);
    const refunded = await orderOf(userId, {}, { refundedQuantity: 1 });
    const reserved = await orderOf(userId);
    await db()
      .insert(refunds)
      .values({
        orderId: reserved.order.id,
        status: 'requested',
        amountCents: 4900,
        reason: 'Under way',
        lines: [{ orderItemId: reserved.line.id, quantity: 1 }],
        licenceIds: [],
      });
    const unmarked = await orderOf(userId, { status: 'pending', isPaid: false, unmarkedAt: now });
    const upgradeOf = (lower: typeof intact) =>
      orderOf(userId, pending, { upgradeFromItemId: lower.line.id, upgradeFromOrderId: lower.order.id });
    const fine = await upgradeOf(intact);
    const late = await upgradeOf(refunded);
    const racing = await upgradeOf(reserved);
    const bundle = await orderOf(userId, pending, { creditedItemId: unmarked.line.id });
    const broken = await db().transaction((tx) =>
      brokenDependencies(tx, [fine.order.id, late.order.id, racing.order.id, bundle.order.id]),
    );
    expect([...broken].sort()).toEqual([late.order.id, racing.order.id, bundle.order.id].sort());
  });
});

describe('refundRequestRefusals: what the customer area offers', () => {
  it('answers each order with the route’s refusal, or null when a request is accepted', async () => {
    const userId = await newBuyer();
    const open = await orderOf(userId);
    const free = await orderOf(userId, { totalCents: 0, isFree: true });
    const old = await orderOf(userId, { paidAt: new Date(now.getTime() - 8 * DAY) });
    const asked = await orderOf(userId);
    await db()
      .insert(refundRequests)
      .values({ orderId: asked.order.id, userId, reason: '', lines: [], amountCents: 4900 });
    const lower = await orderOf(userId);
    await orderOf(userId, {}, { upgradeFromItemId: lower.line.id, upgradeFromOrderId: lower.order.id });
    const all = [open, free, old, asked, lower].map(({ order }) => order);
    const answers = await refundRequestRefusals(db(), all, now);
    expect(all.map((order) => answers.get(order.id)?.code ?? null)).toEqual([
      null,
      'refundRequest.free',
      'refundRequest.tooLate',
      'refundRequest.alreadyOpen',
      'refundRequest.upgraded',
    ]);
  });
});
