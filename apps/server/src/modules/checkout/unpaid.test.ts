import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue, orderRow } from '../../../test/helpers/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { licenseRequests, orderItems } from '../../lib/db/schema';
import { markOrderUnpaid } from './fulfilment';

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/** A paid free order of the `index`-th free product (a free product is ordered once per buyer). */
async function paidFreeOrder(auth: Record<string, string>, index = 0) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: shop.free[index]!.id, qty: 3 }] },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { orderId: string }).orderId;
}

type LicenceStatus = (typeof licenseRequests.$inferSelect)['status'];

async function licence(userId: string, orderId: string, status: LicenceStatus, machineId: string) {
  const [item] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [row] = await ctx.app.db
    .insert(licenseRequests)
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
  (await ctx.app.db.select().from(licenseRequests).where(eq(licenseRequests.id, id)))[0]!.status;

describe('markOrderUnpaid', () => {
  it('puts the order back to pending and revokes its active licences, leaving other orders alone', async () => {
    const { user, auth } = await createUser(ctx.app);
    const orderId = await paidFreeOrder(auth);
    const otherOrderId = await paidFreeOrder(auth, 1);
    const approved = await licence(user.id, orderId, 'approved', 'AAAA1111');
    const pending = await licence(user.id, orderId, 'pending', 'BBBB2222');
    const rejected = await licence(user.id, orderId, 'rejected', 'CCCC3333');
    const elsewhere = await licence(user.id, otherOrderId, 'installed', 'DDDD4444');

    const result = await ctx.app.db.transaction((tx) => markOrderUnpaid(tx, orderId));

    expect(result).toEqual({ wasPaid: true, revokedLicences: 2 });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'pending', isPaid: false, paidAt: null });
    expect(await statusOf(approved)).toBe('revoked');
    expect(await statusOf(pending)).toBe('revoked');
    expect(await statusOf(rejected)).toBe('rejected');
    expect(await statusOf(elsewhere)).toBe('installed');
    expect((await orderRow(ctx, otherOrderId)).isPaid).toBe(true);
  });

  it('changes nothing when the surrounding transaction fails', async () => {
    const { user, auth } = await createUser(ctx.app);
    const orderId = await paidFreeOrder(auth);
    const approved = await licence(user.id, orderId, 'approved', 'EEEE5555');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await markOrderUnpaid(tx, orderId);
        throw new Error('audit write failed');
      }),
    ).rejects.toThrow('audit write failed');
    expect((await orderRow(ctx, orderId)).isPaid).toBe(true);
    expect(await statusOf(approved)).toBe('approved');
  });

  it('reports an unknown order as never paid and an already unpaid one without revoking twice', async () => {
    const unknown = await ctx.app.db.transaction((tx) =>
      markOrderUnpaid(tx, '01900000-0000-7000-8000-000000000000'),
    );
    expect(unknown).toEqual({ wasPaid: false, revokedLicences: 0 });
    const { auth } = await createUser(ctx.app);
    const orderId = await paidFreeOrder(auth);
    await ctx.app.db.transaction((tx) => markOrderUnpaid(tx, orderId));
    const again = await ctx.app.db.transaction((tx) => markOrderUnpaid(tx, orderId));
    expect(again).toEqual({ wasPaid: false, revokedLicences: 0 });
  });
});
