import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payInSandbox, sessionIdOf } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver } from '../../../test/helpers/leases';
import { type Admin, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { paidLicensedOrder, vendorLicenceTasksOf } from '../../../test/helpers/vendor-licences';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, orders, products, subscriptions, users } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { deliveryTestModules } from './test-modules';

/**
 * Closing an account that holds licences delivered by NinjaTrader (docs/rules/vendor-licences.md, "Closing an
 * account"): each granted licence is asked to be revoked, the NinjaTrader e-mail stays only on that task until
 * it is carried out, and leaves the orders, the leases and every task already done.
 */
let ctx: TestApp;
let admin: Admin;
let licensed: { id: string };
let lease: LeaseDriver;
setupRefundSuite([accountClosureModule, ...deliveryTestModules], (suite) => {
  ({ ctx, admin } = suite);
  licensed = suite.shop.paid[0]!;
});

beforeAll(async () => {
  lease = await leaseDriver(ctx);
  await ctx.app.db
    .update(products)
    .set({ licensing: 'ninjatrader' })
    .where(inArray(products.id, [licensed.id, lease.product.id]));
});

const closeAccount = (auth: Record<string, string>) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: auth,
    payload: { password: 'a-long-test-password-1', confirm: true },
  });
const markDone = (taskId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/vendor-licences/${taskId}/done`,
    headers: admin.auth,
    payload: { done: true },
  });

const closingEmails = async (userId: string) => ({
  orders: (
    await ctx.app.db.select({ email: orders.ninjaTraderEmail }).from(orders).where(eq(orders.userId, userId))
  ).map((row) => row.email),
  leases: (
    await ctx.app.db
      .select({ email: subscriptions.ninjaTraderEmail })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
  ).map((row) => row.email),
});

describe('closing an account with a licence delivered by NinjaTrader', () => {
  it('asks its revocation, keeps the e-mail there until done, and forgets it everywhere else', async () => {
    const customer = await paidLicensedOrder(ctx, licensed.id, 'closing@ninja.example');
    const [created] = await vendorLicenceTasksOf(ctx, customer.user.id);
    expect((await markDone(created!.id)).statusCode).toBe(200);
    // A lease of another licensed product, and a checkout left unpaid: both carry the e-mail too.
    const leased = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: customer.auth,
      payload: {
        productId: lease.product.id,
        plan: 'monthly',
        withdrawalConsent: true,
        ninjaTraderEmail: 'closing@ninja.example',
      },
    });
    expect((await payInSandbox(ctx, sessionIdOf(leased.json().url))).statusCode).toBe(303);
    const unpaid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: customer.auth,
      payload: {
        withdrawalConsent: true,
        cartItems: [{ product: licensed.id, qty: 1 }],
        ninjaTraderEmail: 'closing@ninja.example',
      },
    });
    expect(unpaid.statusCode).toBe(200);
    expect(await closingEmails(customer.user.id)).toEqual({
      orders: Array(3).fill('closing@ninja.example'),
      leases: ['closing@ninja.example'],
    });

    expect((await closeAccount(customer.auth)).statusCode).toBe(204);

    const [closed] = await ctx.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, customer.user.id));
    const tasks = await vendorLicenceTasksOf(ctx, customer.user.id);
    // Both revocations are asked in the closing's transaction, in no particular order between them.
    const rows = tasks.map((task) => [
      task.action,
      task.reason,
      task.productId,
      task.ninjaTraderEmail,
      task.state,
    ]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['create', 'purchase', licensed.id, closed!.email, 'done'],
        ['create', 'purchase', lease.product.id, 'closing@ninja.example', 'pending'],
        ['revoke', 'accountClosed', licensed.id, 'closing@ninja.example', 'pending'],
        ['revoke', 'accountClosed', lease.product.id, 'closing@ninja.example', 'pending'],
      ]),
    );
    const revoked = tasks.find((task) => task.reason === 'accountClosed' && task.productId === licensed.id)!;
    expect(await closingEmails(customer.user.id)).toEqual({ orders: [null, null, null], leases: [null] });

    expect((await markDone(revoked.id)).json()).toMatchObject({ ninjaTraderEmail: closed!.email });
    const audits = await ctx.app.db
      .select({ after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `vendorLicence:${revoked.id}`));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('closing@ninja.example');
  });

  it('asks nothing for a licence already revoked (a refunded order)', async () => {
    const customer = await paidLicensedOrder(ctx, licensed.id, 'refunded@ninja.example');
    expect((await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Asked' })).statusCode).toBe(200);
    expect((await closeAccount(customer.auth)).statusCode).toBe(204);
    const tasks = await vendorLicenceTasksOf(ctx, customer.user.id);
    expect(tasks.map((task) => [task.action, task.reason])).toEqual([
      ['create', 'purchase'],
      ['revoke', 'refund'],
    ]);
  });
});
