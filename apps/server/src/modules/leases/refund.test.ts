import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, type LeaseDriver, leaseDriver, refreshFile, seconds } from '../../../test/helpers/leases';
import { type Admin, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, orders } from '../../lib/db/schema';
import { downloadsModule } from '../downloads';
import { refundsModule } from '../refunds';
import { leaseTestModules } from './test-modules';

/**
 * Refunding a lease period (docs/rules/leases.md): through the back-office's refund, with its credit note; the
 * lease's licence ends at once and the lease is cancelled at period end, unless the admin keeps the licence.
 */
let ctx: TestApp;
let admin: Admin;
let driver: LeaseDriver;

setupRefundSuite([...leaseTestModules, refundsModule, downloadsModule], (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

/** A paid lease bound to a machine, with its licence file and its latest paid period's order. */
async function leaseWithFile() {
  const { auth, leaseId } = await driver.subscribe();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/leases/${leaseId}/machine`,
    headers: auth,
    payload: { machineIdName: '0123456789ABCDEF0123456789ABCDEF-Desk' },
  });
  const link = await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });
  const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: auth })).body;
  const [period] = await ctx.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, leaseId), eq(orders.isPaid, true)))
    .orderBy(desc(orders.paidAt));
  return { auth, leaseId, file, period: period! };
}

const refresh = (file: string) => refreshFile(ctx, file);

describe('refunding a lease period', () => {
  it('ends the licence at once, issues the credit note, and cancels the lease at period end', async () => {
    const { auth, leaseId, file, period } = await leaseWithFile();
    expect(period.stripePaymentIntentId).toMatch(/^pi_/);
    const refunded = await postRefund(ctx, admin.auth, period.id, { reason: 'Forgot to cancel' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      amount: { amount: 900, currency: 'eur' },
    });
    expect(refunded.json().creditNote.number).toMatch(/^AV-/);
    const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, period.id));
    expect(note).toBeDefined();

    const lease = await driver.leaseRow(leaseId);
    expect(lease).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(lease.licenceRevokedAt).not.toBeNull();
    const refused = await refresh(file);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'license.refresh.revoked']);
    expect((await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth })).statusCode).toBe(
      409,
    );
    const zip = await ctx.app.inject({ url: `/api/download/${driver.product.downloadFile}`, headers: auth });
    expect(zip.statusCode).toBe(403);
    // A lease whose licence a refund ended is not resumed: it would bill for a licence that does not run.
    const resume = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaseId}/resume`,
      headers: auth,
    });
    expect([resume.statusCode, resume.json().code]).toEqual([409, 'lease.notActive']);

    await driver.advanceTo(seconds(lease.paidUntil) + 60);
    expect(await driver.leaseRow(leaseId)).toMatchObject({ status: 'canceled' });
    const billed = await ctx.app.db.select().from(orders).where(eq(orders.subscriptionId, leaseId));
    expect(billed).toHaveLength(1);
  });

  it('keeps the licence and the renewals when the admin chooses to', async () => {
    const { leaseId, file, period } = await leaseWithFile();
    const refunded = await postRefund(ctx, admin.auth, period.id, {
      reason: 'Goodwill after an outage',
      keepLeaseLicence: true,
    });
    expect(refunded.statusCode).toBe(200);
    const lease = await driver.leaseRow(leaseId);
    expect(lease).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, licenceRevokedAt: null });
    expect((await refresh(file)).statusCode).toBe(200);
    await driver.advanceTo(seconds(lease.paidUntil) + 60);
    const renewed = await driver.leaseRow(leaseId);
    expect(seconds(renewed.paidUntil)).toBeGreaterThan(seconds(lease.paidUntil) + 20 * DAY);
  });
});
