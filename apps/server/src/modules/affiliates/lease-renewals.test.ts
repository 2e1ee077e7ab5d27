import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  approvedPartner,
  clickThrough,
  ledgerOf,
  referredPurchase,
  sumOf,
} from '../../../test/helpers/affiliates';
import { buyer, payInSandbox, sessionIdOf, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import { postRefund } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { affiliateReferrals, orders } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { affiliatesModule } from '.';

let ctx: TestApp;
let driver: LeaseDriver;
// A lease test's modules (leases/test-modules.ts), and the refunds' admin route with its credit note.
const modules = [
  affiliatesModule,
  leasesModule,
  checkoutModule,
  licencesModule,
  filesModule,
  refundsModule,
  creditNotesModule,
];
setupCheckoutSuite(modules, (suite) => {
  ctx = suite.ctx;
});
beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

const periodOrders = (leaseId: string) =>
  ctx.app.db.select().from(orders).where(eq(orders.subscriptionId, leaseId)).orderBy(asc(orders.paidAt));

/** A lease of the driver's product opened by `customer` through the referral `cookie`, paid in the sandbox. */
async function referredLease(customer: Awaited<ReturnType<typeof buyer>>, cookie: string) {
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: { ...customer.auth, cookie },
    payload: { productId: driver.product.id, plan: 'monthly', withdrawalConsent: true, currency: 'eur' },
  });
  expect(opened.statusCode).toBe(200);
  const { url, leaseId } = opened.json() as { url: string; leaseId: string };
  expect((await payInSandbox(ctx, sessionIdOf(url))).statusCode).toBe(303);
  return leaseId;
}

describe('a referred lease (docs/rules/affiliates.md)', () => {
  it("earns nothing on periods paid with a card the partner paid with (the sandbox's fingerprint of the subscription's card)", async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const partnerBuyer = await buyer(ctx);
    const partner = await approvedPartner(ctx, admin, undefined, partnerBuyer);
    // The partner's own purchase, without their link, teaches the programme their card (every sandbox payment
    // uses the one paying test card).
    await referredPurchase(ctx, undefined, [{ product: driver.product.id, qty: 1 }], partnerBuyer);
    const { cookie } = await clickThrough(ctx, partner.code);
    const leaseId = await referredLease(await buyer(ctx), cookie!);
    await driver.advanceTo(seconds((await driver.leaseRow(leaseId)).currentPeriodEnd) + 60);
    const periods = await periodOrders(leaseId);
    expect(periods.map((order) => order.status)).toEqual(['paid', 'paid']);
    const [referral] = await ctx.app.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.subscriptionId, leaseId));
    expect(referral).toMatchObject({ excluded: 'same_card' });
    for (const period of periods) expect(sumOf(await ledgerOf(ctx, period.id))).toBe(0);
  });

  it('earns on its first period and on renewals within the terms, not after, and a refunded period is clawed back', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const partner = await approvedPartner(ctx, admin, { percent: 25, scope: 'renewals', renewalMonths: 2 });
    const { cookie } = await clickThrough(ctx, partner.code);
    const leaseId = await referredLease(await buyer(ctx), cookie!);
    for (let period = 0; period < 3; period += 1) {
      await driver.advanceTo(seconds((await driver.leaseRow(leaseId)).currentPeriodEnd) + 60);
    }
    const periods = await periodOrders(leaseId);
    expect(periods.map((order) => order.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    const ledgers = await Promise.all(periods.map((order) => ledgerOf(ctx, order.id)));
    expect(ledgers[0]!.map((entry) => entry.kind)).toEqual(['purchase']);
    expect(ledgers[1]!.map((entry) => entry.kind)).toEqual(['renewal']);
    expect(ledgers[1]![0]!.amountCents).toBe(ledgers[0]![0]!.amountCents);
    // Three months after the first period: past the two months the terms pay renewals for.
    expect(ledgers[3]).toEqual([]);

    const refunded = await postRefund(ctx, admin.auth, periods[1]!.id, { reason: 'Billed by mistake' });
    expect(refunded.statusCode).toBe(200);
    const afterRefund = await ledgerOf(ctx, periods[1]!.id);
    expect(afterRefund.map((entry) => entry.kind)).toEqual(['renewal', 'clawback']);
    expect(sumOf(afterRefund)).toBe(0);
  });
});
