import {
  adminCouponSchema,
  adminRefundResultSchema,
  checkoutAnswerSchema,
  couponCheckSchema,
  dashboardSchema,
  formatMoney,
  money,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  amountsWithoutCurrency,
  buyer,
  confirmationMails,
  creditNotePdfText,
  invoicePdfText,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { checkCoupon, checkoutWithCoupon, redemptionsOf } from '../../../test/helpers/coupons';
import { dashboardStripe, postRefund } from '../../../test/helpers/refunds';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { adminAuditLog, creditNotes, orderItems } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { dashboardModule } from '../dashboard';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { couponsModule } from '.';

const suite = sellingSuite([
  couponsModule,
  checkoutModule,
  dashboardModule,
  refundsModule,
  creditNotesModule,
  filesModule,
  leasesModule,
]);

const euros = (cents: number) => formatMoney(money(cents, 'eur'), 'fr').replace(/\s+/g, ' ');

describe('a coupon from the back-office to the credit note (docs/rules/coupons.md)', () => {
  it('is created by an admin, checked in the cart, carried to Stripe, redeemed when paid, printed on the invoice and prorated by a refund', async () => {
    const product = suite.shop.paid[0]!;
    const created = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: suite.admin.auth,
      payload: {
        code: `spring-${Date.now()}`,
        kind: 'percent',
        percent: 20,
        productId: null,
        startsAt: null,
        endsAt: null,
        maxUses: 10,
        maxUsesPerCustomer: 1,
        firstPurchaseOnly: false,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const coupon = adminCouponSchema.parse(created.json());
    expect(coupon.code).toMatch(/^SPRING-/);
    const [audit] = await suite.ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `coupon:${coupon._id}`));
    expect(audit).toMatchObject({ action: 'coupon.create', adminId: suite.admin.user.id });

    const customer = await buyer(suite.ctx);
    const cart = [{ product: product.id, qty: 2 }];
    const subtotal = product.priceCents * 2;
    const discount = Math.round(subtotal * 0.2);
    const check = await checkCoupon(suite.ctx, customer.auth, coupon.code.toLowerCase(), cart);
    expect(check.statusCode).toBe(200);
    expect(couponCheckSchema.parse(check.json())).toEqual({
      code: coupon.code,
      discount: { amount: discount, currency: 'eur' },
      subtotal: { amount: subtotal, currency: 'eur' },
      total: { amount: subtotal - discount, currency: 'eur' },
    });

    // The client sends a code, never an amount: the server prices it.
    const started = await checkoutWithCoupon(suite.ctx, customer.auth, cart, coupon.code, { discount: 999 });
    expect(started.statusCode).toBe(200);
    const answer = checkoutAnswerSchema.parse(started.json());
    if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
    const session = await dashboardStripe(suite.ctx).checkout.sessions.retrieve(sessionIdOf(answer.url));
    expect(session).toMatchObject({
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      total_details: { amount_discount: discount },
    });
    expect((await redemptionsOf(suite.ctx.app, coupon._id)).map((use) => use.status)).toEqual(['reserved']);
    const page = await suite.ctx.app.inject({ url: `/sandbox/stripe/pay/${session.id}` });
    expect(page.body).toContain('data-testid="sandbox-discount"');

    expect((await payInSandbox(suite.ctx, session.id)).statusCode).toBe(303);
    const order = await orderRow(suite.ctx, answer.orderId!);
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: subtotal - discount,
      discountCents: discount,
      couponCode: coupon.code,
    });
    expect((await redemptionsOf(suite.ctx.app, coupon._id)).map((use) => use.status)).toEqual(['redeemed']);
    const [mail] = await confirmationMails(suite.ctx, customer.user.email);
    expect(mail!.textBody.replace(/\s+/g, ' ')).toContain(
      `Remise code promo ${coupon.code} — ${euros(-discount)}`,
    );

    // The invoice: the lines at their price, the discount line, and the VAT on the discounted total.
    const [invoice] = await invoicesOf(suite.ctx, order.id);
    const { netCents, vatCents } = splitVat(subtotal - discount, 2000);
    expect(invoice).toMatchObject({ grossCents: subtotal - discount, netCents, vatCents });
    const text = await invoicePdfText(suite.ctx, customer.auth, order.id);
    expect(text).toContain(`Remise code promo ${coupon.code}`);
    expect(text).toContain(euros(-discount));
    expect(text).toContain(`Total HT ${euros(netCents)}`);
    expect(text).toContain(euros(subtotal - discount));
    // Every amount on the invoice and in its e-mail carries its currency; the terms state euros incl. VAT.
    expect(amountsWithoutCurrency(text)).toEqual([]);
    expect(amountsWithoutCurrency(mail!.textBody)).toEqual([]);
    expect(text).toContain('Prix exprimés en euros TTC.');

    // One of the two units refunded: its price less its half of the discount.
    const [item] = await suite.ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refunded = await postRefund(suite.ctx, suite.admin.auth, order.id, {
      reason: 'One seat too many',
      lines: [{ itemId: item!.id, quantity: 1 }],
    });
    expect(refunded.statusCode).toBe(200);
    const unitPaid = Math.round((subtotal - discount) / 2);
    expect(adminRefundResultSchema.parse(refunded.json())).toMatchObject({
      status: 'partially_refunded',
      amount: money(unitPaid, 'eur'),
    });
    const [note] = await suite.ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note!.grossCents).toBe(unitPaid);
    const noteText = await creditNotePdfText(suite.ctx, customer.auth, note!.id);
    expect(noteText).toContain(`Remise code promo ${coupon.code}`);
    expect(noteText).toContain(euros(-(product.priceCents - unitPaid)));
    expect(noteText).toContain(euros(unitPaid));
    expect(amountsWithoutCurrency(noteText)).toEqual([]);

    // The rest refunded: everything given back adds up to what was paid.
    const rest = await postRefund(suite.ctx, suite.admin.auth, order.id, { reason: 'Changed their mind' });
    expect(adminRefundResultSchema.parse(rest.json())).toMatchObject({
      status: 'refunded',
      amount: money(subtotal - discount - unitPaid, 'eur'),
    });

    const dashboard = dashboardSchema.parse(
      (await suite.ctx.app.inject({ url: '/api/admin/dashboard', headers: suite.admin.auth })).json(),
    );
    // Refunded in full: the coupon's order no longer grants, so it no longer counts as revenue.
    expect(dashboard.revenueByCoupon.find((row) => row.code === coupon.code)).toBeUndefined();
  });

  it('splits the dashboard’s revenue by coupon: paid orders, what they brought in and what the coupon took off', async () => {
    const product = suite.shop.paid[0]!;
    const code = `DASH-${Date.now()}`;
    const created = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: suite.admin.auth,
      payload: {
        code,
        kind: 'amount',
        amount: { amount: 500, currency: 'eur' },
        productId: product.id,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        maxUsesPerCustomer: null,
        firstPurchaseOnly: false,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    for (let count = 0; count < 2; count += 1) {
      const customer = await buyer(suite.ctx);
      const answer = checkoutAnswerSchema.parse(
        (await checkoutWithCoupon(suite.ctx, customer.auth, [{ product: product.id, qty: 1 }], code)).json(),
      );
      if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
      expect((await payInSandbox(suite.ctx, sessionIdOf(answer.url))).statusCode).toBe(303);
    }
    const dashboard = dashboardSchema.parse(
      (await suite.ctx.app.inject({ url: '/api/admin/dashboard', headers: suite.admin.auth })).json(),
    );
    expect(dashboard.revenueByCoupon.find((row) => row.code === code)).toEqual({
      code,
      currency: 'eur',
      orders: 2,
      revenue: { amount: (product.priceCents - 500) * 2, currency: 'eur' },
      discount: { amount: 1000, currency: 'eur' },
    });
  });
});
