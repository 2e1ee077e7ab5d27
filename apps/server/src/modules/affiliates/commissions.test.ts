import {
  adminAffiliatePayoutListSchema,
  affiliateAreaSchema,
  affiliateCommissionListSchema,
  affiliatePayoutSchema,
  money,
  REFUND_POLICY_DAYS,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvedPartner,
  clickThrough,
  ledgerOf,
  referredPurchase,
  sumOf,
} from '../../../test/helpers/affiliates';
import { buyer } from '../../../test/helpers/checkout';
import { insertCoupon } from '../../../test/helpers/coupons';
import { DAY, sandboxTestClock } from '../../../test/helpers/leases';
import { postRefund } from '../../../test/helpers/refunds';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { affiliateCards, affiliateCommissions, affiliateReferrals, orderItems } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { couponsModule } from '../coupons';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { affiliatesModule } from '.';

// Refunds issue credit notes (files), the lifecycle reports lease periods to the leases module.
const suite = sellingSuite([
  affiliatesModule,
  checkoutModule,
  couponsModule,
  refundsModule,
  creditNotesModule,
  filesModule,
  leasesModule,
]);

/** The owner records paying a partner everything payable in euros. */
const payOut = (affiliateId: string) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/affiliates/${affiliateId}/payouts`,
    headers: suite.admin.auth,
    payload: { currency: 'eur', reference: 'VIR-0001' },
  });

/** 20 % of the line's price net of VAT at the order's rate: what docs/rules/affiliates.md promises. */
const expectedCommission = (grossCents: number, vatRateBps: number, percent = 20) =>
  Math.floor((splitVat(grossCents, vatRateBps).netCents * percent) / 100);

describe('commission on a referred purchase (docs/rules/affiliates.md)', () => {
  it('earns a pending commission net of VAT when the order is paid, and a refund claws it back', async () => {
    const partner = await approvedPartner(suite.ctx, suite.admin);
    const product = suite.shop.paid[0]!;
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    const { order } = await referredPurchase(suite.ctx, cookie, [{ product: product.id, qty: 2 }]);
    expect(order.status).toBe('paid');

    const earned = expectedCommission(product.priceCents * 2, order.vatRateBps!);
    expect(earned).toBeGreaterThan(0);
    const [entry] = await ledgerOf(suite.ctx, order.id);
    expect(entry).toMatchObject({ kind: 'purchase', amountCents: earned, currency: 'eur', payoutId: null });
    expect(entry!.payableAt.getTime()).toBe(order.paidAt!.getTime() + REFUND_POLICY_DAYS * DAY * 1000);

    const area = affiliateAreaSchema.parse(
      (
        await suite.ctx.app.inject({ method: 'GET', url: '/api/affiliates/me', headers: partner.auth })
      ).json(),
    );
    expect(area.partner).toMatchObject({ status: 'approved', code: partner.code, clicks: 1 });
    expect(area.partner!.totals).toEqual([
      {
        currency: 'eur',
        orders: 1,
        pending: money(earned, 'eur'),
        payable: money(0, 'eur'),
        paid: money(0, 'eur'),
      },
    ]);

    // One seat of two given back: half the line's money, half its commission.
    const [line] = await suite.ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const partial = await postRefund(suite.ctx, suite.admin.auth, order.id, {
      reason: 'One seat too many',
      lines: [{ itemId: line!.id, quantity: 1 }],
    });
    expect(partial.statusCode).toBe(200);
    const afterPartial = await ledgerOf(suite.ctx, order.id);
    expect(afterPartial.map((row) => row.kind)).toEqual(['purchase', 'clawback']);
    expect(sumOf(afterPartial)).toBe(expectedCommission(product.priceCents, order.vatRateBps!));
    // The clawback nets out inside pending: it becomes payable with the earning it takes back.
    expect(afterPartial[1]!.payableAt).toEqual(afterPartial[0]!.payableAt);

    const full = await postRefund(suite.ctx, suite.admin.auth, order.id, { reason: 'Changed their mind' });
    expect(full.statusCode).toBe(200);
    expect(sumOf(await ledgerOf(suite.ctx, order.id))).toBe(0);
    const commissions = affiliateCommissionListSchema.parse(
      (
        await suite.ctx.app.inject({
          method: 'GET',
          url: '/api/affiliates/commissions',
          headers: partner.auth,
        })
      ).json(),
    );
    expect(commissions.commissions).toHaveLength(3);
    expect(commissions.commissions.every((row) => row.orderShortId === order.id.slice(-8))).toBe(true);
  });

  it('pays nothing to a partner buying through their own link, or from a + alias of their address', async () => {
    const partner = await approvedPartner(suite.ctx, suite.admin, undefined, await buyer(suite.ctx));
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    const product = suite.shop.paid[0]!;
    const own = await referredPurchase(suite.ctx, cookie, [{ product: product.id, qty: 1 }], partner);
    const [local, domain] = partner.user.email.split('@');
    const alias = await buyer(suite.ctx, { email: `${local!.toUpperCase()}+shop@${domain}` });
    const aliased = await referredPurchase(suite.ctx, cookie, [{ product: product.id, qty: 1 }], alias);
    for (const { order } of [own, aliased]) {
      expect(order.status).toBe('paid');
      expect(await ledgerOf(suite.ctx, order.id)).toEqual([]);
      expect(
        await suite.ctx.app.db
          .select()
          .from(affiliateReferrals)
          .where(eq(affiliateReferrals.orderId, order.id)),
      ).toEqual([]);
    }
  });

  it("takes back the commission of a referred order paid with a card the partner paid with (the sandbox's fingerprint)", async () => {
    const partner = await approvedPartner(suite.ctx, suite.admin, undefined, await buyer(suite.ctx));
    const product = suite.shop.paid[0]!;
    // The partner's own purchase, without their link, teaches the programme their card.
    await referredPurchase(suite.ctx, undefined, [{ product: product.id, qty: 1 }], partner);
    expect(
      await suite.ctx.app.db
        .select()
        .from(affiliateCards)
        .where(eq(affiliateCards.affiliateId, partner.affiliate._id)),
    ).toHaveLength(1);
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    const { order } = await referredPurchase(suite.ctx, cookie, [{ product: product.id, qty: 1 }]);
    expect(order.status).toBe('paid');
    const [referral] = await suite.ctx.app.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.orderId, order.id));
    expect(referral).toMatchObject({ excluded: 'same_card' });
    const ledger = await ledgerOf(suite.ctx, order.id);
    expect(ledger.map((entry) => entry.kind)).toEqual(['purchase', 'clawback']);
    expect(sumOf(ledger)).toBe(0);
  });

  it('looks back: a referred order paid with a card the partner pays with only later is excluded then', async () => {
    const partnerBuyer = await buyer(suite.ctx);
    const partner = await approvedPartner(suite.ctx, suite.admin, undefined, partnerBuyer);
    const product = suite.shop.paid[0]!;
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    // A second account of the partner's, say, buys through the link with a card the programme does not know yet.
    const { order } = await referredPurchase(suite.ctx, cookie, [{ product: product.id, qty: 1 }]);
    expect((await ledgerOf(suite.ctx, order.id)).map((entry) => entry.kind)).toEqual(['purchase']);
    // The partner's own purchase with the same card (the sandbox's one paying card) shows whose card it was.
    await referredPurchase(suite.ctx, undefined, [{ product: product.id, qty: 1 }], partnerBuyer);
    const [referral] = await suite.ctx.app.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.orderId, order.id));
    expect(referral).toMatchObject({ excluded: 'same_card' });
    const ledger = await ledgerOf(suite.ctx, order.id);
    expect(ledger.map((entry) => entry.kind)).toEqual(['purchase', 'clawback']);
    expect(sumOf(ledger)).toBe(0);
  });

  it('credits the partner whose coupon the order uses, without any click', async () => {
    const partner = await approvedPartner(suite.ctx, suite.admin);
    const coupon = await insertCoupon(suite.ctx.app);
    const tied = await suite.ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/affiliates/${partner.affiliate._id}/coupon`,
      headers: suite.admin.auth,
      payload: { couponCode: coupon.code.toLowerCase() },
    });
    expect(tied.statusCode).toBe(200);
    expect(tied.json()).toMatchObject({ couponCode: coupon.code });
    const customer = await buyer(suite.ctx);
    const product = suite.shop.paid[0]!;
    const answer = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: customer.auth,
      payload: {
        withdrawalConsent: true,
        cartItems: [{ product: product.id, qty: 1 }],
        couponCode: coupon.code,
      },
    });
    expect(answer.statusCode).toBe(200);
    const { orderId } = answer.json() as { orderId: string };
    const [referral] = await suite.ctx.app.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.orderId, orderId));
    expect(referral).toMatchObject({ affiliateId: partner.affiliate._id, source: 'coupon', percent: 20 });
  });

  it('makes commission payable after the refund window; the payout CSV matches the ledger and a payout settles it', async () => {
    const partner = await approvedPartner(suite.ctx, suite.admin, {
      percent: 30,
      scope: 'first_purchase',
      renewalMonths: null,
    });
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    const [first, second] = [suite.shop.paid[0]!, suite.shop.paid[1]!];
    const one = await referredPurchase(suite.ctx, cookie, [{ product: first.id, qty: 1 }]);
    const two = await referredPurchase(suite.ctx, cookie, [{ product: second.id, qty: 1 }]);
    const nothingYet = await payOut(partner.affiliate._id);
    expect(nothingYet.statusCode).toBe(409);
    expect(nothingYet.json()).toMatchObject({ code: 'affiliates.nothingPayable' });

    await sandboxTestClock(suite.ctx).advanceBy((REFUND_POLICY_DAYS + 1) * DAY);
    const ledger = [
      ...(await ledgerOf(suite.ctx, one.order.id)),
      ...(await ledgerOf(suite.ctx, two.order.id)),
    ];
    const csv = await suite.ctx.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates/payouts.csv',
      headers: suite.admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const row = csv.body.split('\n').find((line) => line.includes(partner.code));
    expect(row).toBe(
      `"${partner.affiliate._id}","${partner.affiliate.name}","${partner.user.email}","${partner.code}","eur","${(sumOf(ledger) / 100).toFixed(2)}","2"`,
    );

    const paid = await payOut(partner.affiliate._id);
    expect(paid.statusCode).toBe(201);
    const payout = affiliatePayoutSchema.parse(paid.json());
    expect(payout).toMatchObject({ amount: money(sumOf(ledger), 'eur'), reference: 'VIR-0001', entries: 2 });
    const settled = await suite.ctx.app.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, partner.affiliate._id));
    expect(settled.every((entry) => entry.payoutId === payout._id)).toBe(true);
    const after = await suite.ctx.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates/payouts.csv',
      headers: suite.admin.auth,
    });
    expect(after.body).not.toContain(partner.code);
    const area = affiliateAreaSchema.parse(
      (
        await suite.ctx.app.inject({ method: 'GET', url: '/api/affiliates/me', headers: partner.auth })
      ).json(),
    );
    expect(area.partner!.totals[0]).toMatchObject({
      payable: money(0, 'eur'),
      paid: money(sumOf(ledger), 'eur'),
    });
    const listed = adminAffiliatePayoutListSchema.parse(
      (
        await suite.ctx.app.inject({
          method: 'GET',
          url: `/api/admin/affiliates/payouts?affiliateId=${partner.affiliate._id}`,
          headers: suite.admin.auth,
        })
      ).json(),
    );
    expect(listed.payouts.map((entry) => entry._id)).toEqual([payout._id]);
  });
});
