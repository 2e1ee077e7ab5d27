import { checkoutAnswerSchema, formatMoney, money } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, orderRow, payInSandbox, sessionIdOf } from '../../../test/helpers/checkout';
import { checkoutWithCoupon, insertCoupon, redemptionsOf } from '../../../test/helpers/coupons';
import { postRefund } from '../../../test/helpers/refunds';
import { type checkout, licencesOf, payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { lite, liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { invoices, mailQueue, sandboxRefunds } from '../../lib/db/schema';
import { currenciesModule } from '../currencies';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { checkoutModule } from '.';

const suite = sellingSuite([checkoutModule, currenciesModule, licencesModule, refundsModule, leasesModule]);

/** A card checkout left open on the payment page, with a coupon or in dollars: its order and session. */
async function openCheckout(
  auth: Record<string, string>,
  cartItems: Parameters<typeof checkout>[2],
  options: { couponCode?: string; currency?: 'usd' } = {},
) {
  const { couponCode, ...extra } = options;
  const started = await checkoutWithCoupon(suite.ctx, auth, cartItems, couponCode, extra);
  expect(started.statusCode, started.body).toBe(200);
  const answer = checkoutAnswerSchema.parse(started.json());
  if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
  return { orderId: answer.orderId!, sessionId: sessionIdOf(answer.url) };
}

const mailsOf = (template: string, to?: string) =>
  suite.ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.template, template), to ? eq(mailQueue.toAddress, to) : undefined));

/** The payment came after its earlier order was refunded: given back whole, nothing granted, both told. */
async function expectGivenBack(orderId: string, email: string) {
  const order = await orderRow(suite.ctx, orderId);
  expect(order).toMatchObject({ status: 'refunded', isPaid: false, refundedCents: order.totalCents });
  const given = await suite.ctx.app.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentIntent, order.stripePaymentIntentId!));
  expect(given.map((refund) => refund.amount)).toEqual([order.totalCents]);
  expect(await suite.ctx.app.db.$count(invoices, eq(invoices.orderId, orderId))).toBe(0);
  const short = orderId.slice(-8).toLowerCase();
  const toBuyer = await mailsOf('dependency-refund', email);
  expect(toBuyer.map((mail) => mail.subject.toLowerCase().includes(short))).toEqual([true]);
  const toStaff = (await mailsOf('automatic-refund')).filter((mail) =>
    mail.subject.toLowerCase().includes(short),
  );
  expect(toStaff).toHaveLength(1);
}

describe('paying an upgrade or a credited bundle after its earlier order was refunded (docs/rules/entitlements.md)', () => {
  it('gives back an upgrade paid after its Lite order was refunded, grants no Premium, and tells the buyer and staff', async () => {
    const owner = await liteOwner(suite);
    const open = await openCheckout(owner.auth, [upgradeLine(suite, owner.orderId)]);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Lite back' })).statusCode,
    ).toBe(200);
    expect((await payInSandbox(suite.ctx, open.sessionId)).statusCode).toBe(303);
    await expectGivenBack(open.orderId, owner.user.email);
    const premium = (await licencesOf(suite.ctx, owner.user.id)).filter(
      (row) => row.orderId === open.orderId,
    );
    expect(premium).toEqual([]);
  });

  it('gives back a credited bundle paid after the credited order was refunded', async () => {
    const customer = await buyer(suite.ctx);
    const riskReward = suite.bySlug.get('risk-reward')!;
    const first = await payCart(suite.ctx, customer.auth, [{ product: riskReward.id, qty: 1 }]);
    const open = await openCheckout(customer.auth, [
      { product: suite.bySlug.get('pack-sessions')!.id, qty: 1 },
    ]);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, first.orderId, { reason: 'R/R back' })).statusCode,
    ).toBe(200);
    expect((await payInSandbox(suite.ctx, open.sessionId)).statusCode).toBe(303);
    await expectGivenBack(open.orderId, customer.user.email);
  });

  it('releases the coupon use of a payment given back, so the buyer may use the code again', async () => {
    const owner = await liteOwner(suite);
    const coupon = await insertCoupon(suite.ctx.app, { maxUsesPerCustomer: 1 });
    const open = await openCheckout(owner.auth, [upgradeLine(suite, owner.orderId)], {
      couponCode: coupon.code,
    });
    expect((await redemptionsOf(suite.ctx.app, coupon.id)).map((use) => use.status)).toEqual(['reserved']);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Lite back' })).statusCode,
    ).toBe(200);
    expect((await payInSandbox(suite.ctx, open.sessionId)).statusCode).toBe(303);
    await expectGivenBack(open.orderId, owner.user.email);
    expect((await redemptionsOf(suite.ctx.app, coupon.id)).map((use) => use.status)).toEqual(['released']);
  });

  it('gives back a dollar upgrade in dollars, and tells staff the amount in dollars', async () => {
    const rate = await suite.ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rate',
      headers: suite.admin.auth,
      payload: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const customer = await buyer(suite.ctx);
    const lower = await openCheckout(customer.auth, [{ product: lite(suite).id, qty: 1 }], {
      currency: 'usd',
    });
    expect((await payInSandbox(suite.ctx, lower.sessionId)).statusCode).toBe(303);
    const open = await openCheckout(customer.auth, [upgradeLine(suite, lower.orderId)], { currency: 'usd' });
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, lower.orderId, { reason: 'Lite back' })).statusCode,
    ).toBe(200);
    expect((await payInSandbox(suite.ctx, open.sessionId)).statusCode).toBe(303);
    await expectGivenBack(open.orderId, customer.user.email);
    const order = await orderRow(suite.ctx, open.orderId);
    expect(order.currency).toBe('usd');
    const short = open.orderId.slice(-8).toLowerCase();
    const [toStaff] = (await mailsOf('automatic-refund')).filter((mail) =>
      mail.subject.toLowerCase().includes(short),
    );
    // In whichever language staff read: "105,00 $US" or "US$105.00", never euros.
    const amounts = (['fr', 'en'] as const).map((language) =>
      formatMoney(money(order.totalCents, 'usd'), language).replace(/\s+/g, ' '),
    );
    const text = toStaff!.textBody.replace(/\s+/g, ' ');
    expect(
      amounts.some((amount) => text.includes(amount)),
      text,
    ).toBe(true);
    expect(text).not.toContain('€');
  });

  it('still pays an upgrade whose Lite order stands', async () => {
    const owner = await liteOwner(suite);
    const paid = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    expect((await orderRow(suite.ctx, paid.orderId)).status).toBe('paid');
    expect(await mailsOf('dependency-refund', owner.user.email)).toEqual([]);
  });
});
