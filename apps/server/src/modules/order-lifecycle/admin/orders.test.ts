import {
  adminAuditListSchema,
  adminOrderListSchema,
  adminOrderSummarySchema,
  orderSchema,
} from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import {
  type AdminFixture,
  expectDeepPagesAsSkipping,
  setupModuleAdminSuite,
} from '../../../../test/helpers/admin';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import type { TestApp } from '../../../../test/test-app';
import { invoices, mailQueue, orders } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { checkoutModule } from '../../checkout';
import { leasesModule } from '../../leases';
import { orderLifecycleModule } from '..';

let ctx: TestApp;
let shop: Catalogue;
let admin: AdminFixture;
setupModuleAdminSuite([orderLifecycleModule, checkoutModule, auditModule, leasesModule], async (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
  shop = await catalogue(ctx);
});

async function placeOrder(auth: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: auth,
    payload: { orderItems: [{ product: shop.paid[0]!.id, qty: 1 }] },
  });
  return orderSchema.parse(response.json());
}
const list = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/admin/orders${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return adminOrderListSchema.parse(response.json());
};
const edit = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.auth, payload });

describe('GET /api/admin/orders', () => {
  it('searches by customer name, e-mail or short id, filters by status, and pages', async () => {
    const tag = `ord${Date.now().toString(36)}`;
    const customer = await createUser(ctx.app, { name: `Customer ${tag}` });
    const placed = [];
    for (let index = 0; index < 21; index++) placed.push(await placeOrder(customer.auth));
    await edit(placed[0]!._id, { isPaid: true, isDelivered: false });

    const all = await list(`?search=${tag.toUpperCase()}`);
    expect(all.pagination).toEqual({ current: 1, total: 2, totalItems: 21, limit: 20 });
    expect(all.orders[0]).toMatchObject({
      _id: placed[20]!._id,
      user: { _id: customer.user.id, name: `Customer ${tag}`, email: customer.user.email },
    });
    const lastPage = await list(`?search=${tag}&page=2`);
    expect(lastPage.orders.map((order) => order._id)).toEqual([placed[0]!._id]);
    expect((await list(`?search=${tag}&page=3`)).orders).toEqual([]);

    expect((await list(`?search=${tag}&status=paid`)).pagination.totalItems).toBe(1);
    expect((await list(`?search=${tag}&status=pending`)).pagination.totalItems).toBe(20);
    expect((await list(`?search=${tag}&status=`)).pagination.totalItems).toBe(21);
    const byShortId = await list(`?search=${placed[5]!._id.slice(-8).toUpperCase()}`);
    expect(byShortId.orders.map((order) => order._id)).toEqual([placed[5]!._id]);
    expect((await list(`?search=${customer.user.email}`)).pagination.totalItems).toBe(21);
  });

  it('counts every order without a search, by status, from the maintained summary', async () => {
    const total = await ctx.app.db.$count(orders);
    const paid = await ctx.app.db.$count(orders, eq(orders.status, 'paid'));
    expect((await list('')).pagination.totalItems).toBe(total);
    expect((await list('?status=paid')).pagination.totalItems).toBe(paid);
    expect((await list('?status=pending')).pagination.totalItems).toBe(
      await ctx.app.db.$count(orders, eq(orders.status, 'pending')),
    );
    const past = await list('?page=9999');
    expect(past.orders).toEqual([]);
    expect(past.pagination.totalItems).toBe(total);
  });

  it('reads a deep page of the whole list from its day in the summary: the same rows as skipping', async () => {
    const customer = await createUser(ctx.app);
    // 1,500 orders over 40 days, several on each second of some days: pages cross days and equal times.
    await ctx.app.db.execute(sql`
      INSERT INTO orders (id, user_id, total_cents, status, is_paid, language, created_at, updated_at)
      SELECT gen_random_uuid(), ${customer.user.id}::uuid, 1000, 'expired', false, 'fr', t.at, t.at
      FROM generate_series(1, 1500) AS g
      CROSS JOIN LATERAL (SELECT now() - (g % 40) * interval '1 day' - (g % 7) * interval '1 second' AS at) t`);
    const everyId = (
      await ctx.app.db.select({ id: orders.id }).from(orders).orderBy(desc(orders.createdAt), desc(orders.id))
    ).map((row) => row.id);
    await expectDeepPagesAsSkipping(
      everyId,
      async (page) => (await list(`?page=${page}`)).orders.map((order) => order._id),
      60,
    );
  });

  it('refuses an unknown status with a 400', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/orders?status=shipped', headers: admin.auth });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/orders/:id', () => {
  it('marking paid runs the fulfilment (invoice and e-mail); unmarking revokes; every change is audited', async () => {
    const customer = await createUser(ctx.app);
    const order = await placeOrder(customer.auth);

    const paid = await edit(order._id, { isPaid: true, isDelivered: false });
    expect(paid.statusCode).toBe(200);
    const paidSummary = adminOrderSummarySchema.parse(paid.json());
    expect(paidSummary).toMatchObject({ isPaid: true, status: 'paid' });
    const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice?.number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(
      await ctx.app.db.$count(
        mailQueue,
        and(eq(mailQueue.toAddress, customer.user.email), eq(mailQueue.template, 'order-confirmation')),
      ),
    ).toBe(1);

    const delivered = await edit(order._id, { isPaid: true, isDelivered: true });
    expect(delivered.json()).toMatchObject({ isPaid: true, isDelivered: true });

    const unpaid = await edit(order._id, { isPaid: false, isDelivered: true });
    // Unpaid to the API; the date it was paid on stays for its invoice.
    expect(unpaid.json()).toMatchObject({ isPaid: false, status: 'pending', paidAt: paidSummary.paidAt });
    const download = await ctx.app.inject({ url: `/api/invoices/${order._id}`, headers: customer.auth });
    expect(download.statusCode).toBeGreaterThanOrEqual(400);

    // Paid again: the invoice issued the first time stays the order's invoice.
    expect((await edit(order._id, { isPaid: true, isDelivered: true })).statusCode).toBe(200);
    expect(await ctx.app.db.$count(invoices, eq(invoices.orderId, order._id))).toBe(1);

    const audit = adminAuditListSchema.parse(
      (
        await ctx.app.inject({ url: `/api/admin/audit-log?target=order:${order._id}`, headers: admin.auth })
      ).json(),
    );
    // Newest first: each transition once, by the lifecycle, and the delivered flag by the route.
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'order.remark',
      'order.unmark',
      'order.delivery',
      'order.remark',
    ]);
    expect(audit.entries[1]).toMatchObject({
      adminEmail: admin.user.email,
      before: { status: 'paid' },
      after: { status: 'unmarked' },
    });
    expect(audit.entries[2]).toMatchObject({ before: { isDelivered: false }, after: { isDelivered: true } });
  });

  it('validates the body, answers 404 for an unknown order and 400 for a malformed id', async () => {
    const customer = await createUser(ctx.app);
    const order = await placeOrder(customer.auth);
    expect((await edit(order._id, { isPaid: 'yes', isDelivered: false })).statusCode).toBe(400);
    expect((await edit(order._id, { isPaid: true })).statusCode).toBe(400);
    const unknown = await edit('01900000-0000-7000-8000-000000000000', { isPaid: true, isDelivered: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('admin.orderNotFound');
    expect((await edit('abc', { isPaid: true, isDelivered: true })).statusCode).toBe(400);
    const [unchanged] = await ctx.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(unchanged).toMatchObject({ isPaid: false, isDelivered: false });
  });
});
