import {
  checkoutSessionResponseSchema,
  vendorLicenceStatusListSchema,
  vendorLicenceTaskListSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, createSession, orderRow, payInSandbox, sessionIdOf } from '../../../test/helpers/checkout';
import { DAY, type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { type Admin, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import {
  paidLicensedOrder as paidOrderOf,
  vendorLicenceTasksOf,
} from '../../../test/helpers/vendor-licences';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, orders, products, vendorLicenceTasks } from '../../lib/db/schema';
import { lockOrder } from '../order-lifecycle';
import { ordersPaid, revokeEndedLeases } from '.';
import { deliveryTestModules } from './test-modules';

/**
 * The NinjaTrader delivery list (docs/rules/vendor-licences.md) following purchases, refunds, orders marked
 * unpaid and lease ends, through the real checkout, sandbox payments, refunds and leases.
 */
let ctx: TestApp;
let admin: Admin;
let licensed: { id: string };
let lease: LeaseDriver;
setupRefundSuite(deliveryTestModules, (suite) => {
  ({ ctx, admin } = suite);
  licensed = suite.shop.paid[0]!;
});

beforeAll(async () => {
  await ctx.app.db.update(products).set({ licensing: 'ninjatrader' }).where(eq(products.id, licensed.id));
  lease = await leaseDriver(ctx);
  await ctx.app.db
    .update(products)
    .set({ licensing: 'ninjatrader' })
    .where(eq(products.id, lease.product.id));
});

let emails = 0;
const nextEmail = () => `trader${++emails}@ninja.example`;

const paidLicensedOrder = (
  qty = 1,
  ninjaTraderEmail = nextEmail(),
  who?: Awaited<ReturnType<typeof buyer>>,
) => paidOrderOf(ctx, licensed.id, ninjaTraderEmail, { qty, who });
const tasksOf = (userId: string) => vendorLicenceTasksOf(ctx, userId);
const summary = async (userId: string) =>
  (await tasksOf(userId)).map((task) => [task.action, task.reason, task.ninjaTraderEmail, task.state]);
const statesOf = async (auth: Record<string, string>) =>
  vendorLicenceStatusListSchema
    .parse((await ctx.app.inject({ url: '/api/vendor-licences', headers: auth })).json())
    .licences.map((licence) => licence.state);
const markDone = (taskId: string, done = true, auth = admin.auth) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/vendor-licences/${taskId}/done`,
    headers: { ...auth, 'accept-language': 'en' },
    payload: { done },
  });

describe('checkout of a product licensed by NinjaTrader', () => {
  it('refuses a cart without the NinjaTrader e-mail, or with one that is no address, translated', async () => {
    const customer = await buyer(ctx);
    const missing = await createSession(ctx, customer.auth, [{ product: licensed.id, qty: 1 }], 'en');
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'checkout.ninjaTraderEmailRequired']);
    expect(missing.json().message).toMatch(/NinjaTrader account e-mail/);
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...customer.auth, 'accept-language': 'fr' },
      payload: {
        withdrawalConsent: true,
        cartItems: [{ product: licensed.id, qty: 1 }],
        ninjaTraderEmail: 'not an address',
      },
    });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'checkout.ninjaTraderEmailInvalid']);
    expect(invalid.json().message).toMatch(/compte NinjaTrader/);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toEqual([]);
  });

  it('keeps the e-mail on the order only when a product needs it', async () => {
    const { orderId, ninjaTraderEmail } = await paidLicensedOrder(1, ' Trader.Case@Ninja.Example ');
    expect(ninjaTraderEmail).not.toBe('trader.case@ninja.example');
    expect((await orderRow(ctx, orderId)).ninjaTraderEmail).toBe('trader.case@ninja.example');
    const customer = await buyer(ctx);
    const other = (await ctx.app.db.select().from(products)).find(
      (row) => row.priceCents > 0 && row.licensing === 'shop' && row.id !== lease.product.id,
    )!;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: customer.auth,
      payload: {
        withdrawalConsent: true,
        cartItems: [{ product: other.id, qty: 1 }],
        ninjaTraderEmail: 'unused@ninja.example',
      },
    });
    const { orderId: plainId } = checkoutSessionResponseSchema.parse(created.json());
    expect((await orderRow(ctx, plainId)).ninjaTraderEmail).toBeNull();
  });
});

describe('the delivery list', () => {
  it('lists a paid order once, however often it is told paid, and a second purchase adds nothing', async () => {
    const first = await paidLicensedOrder();
    expect(await summary(first.user.id)).toEqual([['create', 'purchase', first.ninjaTraderEmail, 'pending']]);
    await ctx.app.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, first.orderId))!;
      await ordersPaid(ctx.app.vendorLicenceSync, tx, [order]);
    });
    await paidLicensedOrder(1, first.ninjaTraderEmail, first);
    expect(await tasksOf(first.user.id)).toHaveLength(1);
    expect(await statesOf(first.auth)).toEqual(['pending']);
  });

  it('asks once when two orders of one buyer are told paid at once (PostgreSQL runs them side by side)', async () => {
    const first = await paidLicensedOrder();
    const second = await paidLicensedOrder(1, first.ninjaTraderEmail, first);
    await ctx.app.db.delete(vendorLicenceTasks).where(eq(vendorLicenceTasks.userId, first.user.id));
    // The first payment's transaction stays open after its task is added; the second runs meanwhile. Without the
    // buyer's product lock the second would not see the first's uncommitted create and would add its own.
    let firstAdded!: () => void;
    const added = new Promise<void>((resolve) => {
      firstAdded = resolve;
    });
    const tellPaid = (orderId: string, hold: boolean) =>
      ctx.app.db.transaction(async (tx) => {
        const order = (await lockOrder(tx, orderId))!;
        await ordersPaid(ctx.app.vendorLicenceSync, tx, [order]);
        if (!hold) return;
        firstAdded();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
    const firstPayment = tellPaid(first.orderId, true);
    await added;
    await Promise.all([firstPayment, tellPaid(second.orderId, false)]);
    expect(await summary(first.user.id)).toEqual([['create', 'purchase', first.ninjaTraderEmail, 'pending']]);
  });

  it('asks for a revocation after a full refund, the buyer seeing the licence until it is done', async () => {
    const customer = await paidLicensedOrder();
    const [create] = await tasksOf(customer.user.id);
    expect((await markDone(create!.id)).statusCode).toBe(200);
    expect(await statesOf(customer.auth)).toEqual(['active']);

    expect((await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Asked' })).statusCode).toBe(200);
    expect(await summary(customer.user.id)).toEqual([
      ['create', 'purchase', customer.ninjaTraderEmail, 'done'],
      ['revoke', 'refund', customer.ninjaTraderEmail, 'pending'],
    ]);
    expect(await statesOf(customer.auth)).toEqual(['active']);
    const revoke = (await tasksOf(customer.user.id))[1]!;
    expect((await markDone(revoke.id)).statusCode).toBe(200);
    expect(await statesOf(customer.auth)).toEqual(['revoked']);
  });

  it('keeps the licence through a partial refund that leaves a unit, revokes it with the last one', async () => {
    const customer = await paidLicensedOrder(2);
    const plan = (
      await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
    ).json() as { lines: { itemId: string }[] };
    const itemId = plan.lines[0]!.itemId;
    const partial = { reason: 'One seat', lines: [{ itemId, quantity: 1 }] };
    expect((await postRefund(ctx, admin.auth, customer.orderId, partial)).statusCode).toBe(200);
    expect(await summary(customer.user.id)).toEqual([
      ['create', 'purchase', customer.ninjaTraderEmail, 'pending'],
    ]);
    expect((await postRefund(ctx, admin.auth, customer.orderId, partial)).statusCode).toBe(200);
    expect((await summary(customer.user.id)).at(-1)).toEqual([
      'revoke',
      'refund',
      customer.ninjaTraderEmail,
      'pending',
    ]);
  });

  it('revokes when the owner marks the order unpaid, and creates again when it is marked paid', async () => {
    const customer = await paidLicensedOrder();
    await unmarkOrder(ctx.app, customer.orderId);
    expect((await summary(customer.user.id)).map(([action, reason]) => [action, reason])).toEqual([
      ['create', 'purchase'],
      ['revoke', 'unpaid'],
    ]);
    const remark = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${customer.orderId}`,
      headers: admin.auth,
      payload: { isPaid: true, isDelivered: false },
    });
    expect(remark.statusCode).toBe(200);
    expect((await summary(customer.user.id)).at(-1)).toEqual([
      'create',
      'purchase',
      customer.ninjaTraderEmail,
      'pending',
    ]);
  });

  it('follows a lease: its first period creates, its end is revoked by the sweep, not before', async () => {
    const customer = await buyer(ctx);
    const ninjaTraderEmail = nextEmail();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: customer.auth,
      payload: { productId: lease.product.id, plan: 'monthly', withdrawalConsent: true, ninjaTraderEmail },
    });
    expect(opened.statusCode).toBe(200);
    const { url, leaseId } = opened.json() as { url: string; leaseId: string };
    expect((await payInSandbox(ctx, sessionIdOf(url))).statusCode).toBe(303);
    expect(await summary(customer.user.id)).toEqual([['create', 'purchase', ninjaTraderEmail, 'pending']]);

    const sweep = () => revokeEndedLeases({ ...ctx.app.vendorLicenceSync, db: ctx.app.db });
    await sweep();
    expect(await tasksOf(customer.user.id)).toHaveLength(1);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaseId}/cancel`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    await lease.advanceTo(seconds((await lease.leaseRow(leaseId)).currentPeriodEnd) + DAY);
    await sweep();
    expect((await summary(customer.user.id)).at(-1)).toEqual([
      'revoke',
      'leaseEnd',
      ninjaTraderEmail,
      'pending',
    ]);
    // The end is the lease's, noticed by the shop: no order asked for it.
    expect((await tasksOf(customer.user.id)).at(-1)!.orderId).toBeNull();
    await sweep();
    expect(await tasksOf(customer.user.id)).toHaveLength(2);
  });

  it('refuses a lease checkout of a licensed product without the NinjaTrader e-mail', async () => {
    const customer = await buyer(ctx);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: { ...customer.auth, 'accept-language': 'en' },
      payload: { productId: lease.product.id, plan: 'monthly', withdrawalConsent: true },
    });
    expect([opened.statusCode, opened.json().code]).toEqual([400, 'checkout.ninjaTraderEmailRequired']);
  });
});

describe('the back-office list', () => {
  it('lists pending tasks oldest first, marks one done and undoes it, each audited', async () => {
    const customer = await paidLicensedOrder(1, '+1@ninja.example');
    const list = vendorLicenceTaskListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/vendor-licences?state=pending', headers: admin.auth })).json(),
    );
    const task = list.tasks.find((entry) => entry.buyerEmail === customer.user.email)!;
    expect(task).toMatchObject({ action: 'create', ninjaTraderEmail: '+1@ninja.example', state: 'pending' });
    const stamps = list.tasks.map((entry) => entry.createdAt);
    expect(stamps).toEqual([...stamps].sort());

    const done = await markDone(task._id);
    expect(done.json()).toMatchObject({ state: 'done', doneBy: admin.user.email });
    const again = await markDone(task._id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'vendorLicence.alreadyInState']);
    const doneList = vendorLicenceTaskListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/vendor-licences?state=done', headers: admin.auth })).json(),
    );
    expect(doneList.tasks.map((entry) => entry._id)).toContain(task._id);
    expect((await markDone(task._id, false)).json()).toMatchObject({
      state: 'pending',
      doneBy: null,
      doneAt: null,
    });

    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `vendorLicence:${task._id}`));
    const actions = audit.map((entry) => [entry.action, entry.adminEmail]);
    expect(actions.sort()).toEqual([
      ['vendorLicence.done', admin.user.email],
      ['vendorLicence.undone', admin.user.email],
    ]);
  });

  it('exports the pending tasks as CSV, a cell starting a formula neutralised', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/vendor-licences/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('"action","ninjatrader_email","product","reason","buyer_email","order","asked_at"');
    expect(response.body).toContain('"\'+1@ninja.example"');
    expect(Number(response.headers['x-export-rows'])).toBe(lines.length - 1);
  });

  it('answers 404 for an unknown task and 400 for a bad body or state', async () => {
    const unknown = await markDone('0193f0d2-0000-7000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'vendorLicence.notFound']);
    const [task] = await ctx.app.db.select().from(vendorLicenceTasks).limit(1);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendor-licences/${task!.id}/done`,
      headers: admin.auth,
      payload: { done: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const state = await ctx.app.inject({ url: '/api/admin/vendor-licences?state=lost', headers: admin.auth });
    expect(state.statusCode).toBe(400);
  });

  it('is the admin’s alone: 401 signed out, 403 to a customer; a buyer sees only their own licences', async () => {
    const customer = await paidLicensedOrder();
    const [task] = await tasksOf(customer.user.id);
    expect((await ctx.app.inject({ url: '/api/admin/vendor-licences' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/vendor-licences', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await markDone(task!.id, true, customer.auth)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/vendor-licences/export', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/vendor-licences' })).statusCode).toBe(401);
    const stranger = await buyer(ctx);
    expect(await statesOf(stranger.auth)).toEqual([]);
  });
});
