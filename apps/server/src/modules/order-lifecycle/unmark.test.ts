import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress, type Catalogue, catalogue, orderRow } from '../../../test/helpers/checkout';
import { testAdminActor, unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, licenceRequests, orderItems } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { orderLifecycleModule } from '.';
import { lockOrder } from './store';

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp([orderLifecycleModule, checkoutModule, leasesModule], {
    MAIL_WORKER_ENABLED: 'false',
  });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/** A paid free order of the `index`-th free product (a free product is ordered once per buyer). */
async function paidFreeOrder(auth: Record<string, string>, index = 0) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: shop.free[index]!.id, qty: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { orderId: string }).orderId;
}

type LicenceStatus = (typeof licenceRequests.$inferSelect)['status'];

async function licence(userId: string, orderId: string, status: LicenceStatus, machineId: string) {
  const [item] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [row] = await ctx.app.db
    .insert(licenceRequests)
    .values({
      userId,
      orderId,
      productId: item!.productId,
      orderItemId: item!.id,
      machineId,
      machineName: 'PC',
      machineIdName: `${machineId}-PC`,
      status,
    })
    .returning();
  return row!.id;
}

const statusOf = async (id: string) =>
  (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!.status;

describe("the lifecycle's unmark", () => {
  it('makes the order unpaid (pending to the API, unmarked to the lifecycle) and revokes its live licences, leaving other orders alone', async () => {
    const { user, auth } = await createUser(ctx.app, billingAddress);
    const orderId = await paidFreeOrder(auth);
    const otherOrderId = await paidFreeOrder(auth, 1);
    const approved = await licence(user.id, orderId, 'approved', 'AAAA1111');
    const pending = await licence(user.id, orderId, 'pending', 'BBBB2222');
    const rejected = await licence(user.id, orderId, 'rejected', 'CCCC3333');
    const elsewhere = await licence(user.id, otherOrderId, 'installed', 'DDDD4444');

    const admin = await testAdminActor(ctx.app);
    const result = await unmarkOrder(ctx.app, orderId, admin);

    expect(result).toEqual({ orderId, state: 'unmarked', grants: false, moved: true });
    const row = await orderRow(ctx, orderId);
    expect(row).toMatchObject({ status: 'pending', isPaid: false });
    expect(row.unmarkedAt).toBeInstanceOf(Date);
    // The date it was paid on stays: the invoice and the refund policy count from it.
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await statusOf(approved)).toBe('revoked');
    expect(await statusOf(pending)).toBe('revoked');
    expect(await statusOf(rejected)).toBe('rejected');
    expect(await statusOf(elsewhere)).toBe('installed');
    expect((await orderRow(ctx, otherOrderId)).isPaid).toBe(true);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${orderId}`));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after, entry.adminEmail])).toEqual([
      ['order.pay', { status: 'pending', refundedCents: 0 }, { status: 'paid', refundedCents: 0 }, null],
      [
        'order.unmark',
        { status: 'paid', refundedCents: 0 },
        { status: 'unmarked', refundedCents: 0 },
        admin.email,
      ],
    ]);
  });

  it('changes nothing, audit included, when the surrounding transaction fails', async () => {
    const { user, auth } = await createUser(ctx.app, billingAddress);
    const orderId = await paidFreeOrder(auth);
    const approved = await licence(user.id, orderId, 'approved', 'EEEE5555');
    const admin = await testAdminActor(ctx.app);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.orderLifecycle.unmark(tx, (await lockOrder(tx, orderId))!, admin);
        throw new Error('a later write failed');
      }),
    ).rejects.toThrow('a later write failed');
    expect((await orderRow(ctx, orderId)).isPaid).toBe(true);
    expect(await statusOf(approved)).toBe('approved');
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${orderId}`));
    expect(audit.map((entry) => entry.action)).toEqual(['order.pay']);
  });

  it('unmarking an unmarked order again changes nothing and records nothing', async () => {
    const { auth } = await createUser(ctx.app, billingAddress);
    const orderId = await paidFreeOrder(auth);
    await unmarkOrder(ctx.app, orderId);
    const again = await unmarkOrder(ctx.app, orderId);
    expect(again).toEqual({ orderId, state: 'unmarked', grants: false, moved: false });
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${orderId}`));
    expect(audit.map((entry) => entry.action)).toEqual(['order.pay', 'order.unmark']);
  });
});
