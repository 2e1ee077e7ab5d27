import {
  adminRefundResultSchema,
  checkoutAnswerSchema,
  couponCheckSchema,
  dashboardSchema,
  exchangeRateAnswerSchema,
  formatMoney,
  type Money,
  money,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  amountsWithoutCurrency,
  buyer,
  creditNotePdfText,
  invoicePdfText,
  invoicesOf,
  mailsOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { checkCoupon, checkoutWithCoupon, insertCoupon } from '../../../test/helpers/coupons';
import { dashboardStripe, postRefund } from '../../../test/helpers/refunds';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { captureLogs } from '../../../test/log-capture';
import { createModuleTestApp } from '../../../test/module-app';
import { creditNotes, exchangeRate } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { dashboardModule } from '../dashboard';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { ordersModule } from '../orders';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { currenciesModule } from '.';

const suite = sellingSuite([
  currenciesModule,
  checkoutModule,
  ordersModule,
  downloadsModule,
  refundsModule,
  creditNotesModule,
  filesModule,
  dashboardModule,
  leasesModule,
]);

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const dollars = (cents: number) => spaced(formatMoney(money(cents, 'usd'), 'fr'));
const euros = (cents: number) => spaced(formatMoney(money(cents, 'eur'), 'fr'));
const dollarProduct = () => suite.shop.paid.find((row) => row.usdPriceCents !== null)!;
const euroOnlyProduct = () => suite.shop.paid.find((row) => row.usdPriceCents === null)!;

const setRate = (payload: Record<string, unknown>) =>
  suite.ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: suite.admin.auth,
    payload,
  });

/** `POST /api/checkout` in dollars, showing the dollar prices of the lines. */
const checkoutInDollars = (
  auth: Record<string, string>,
  cartItems: { product: string; qty: number; expectedPrice?: Money }[],
  language = 'fr',
  extra: Record<string, unknown> = {},
) => checkoutWithCoupon(suite.ctx, auth, cartItems, undefined, { currency: 'usd', ...extra }, language);

describe('selling in US dollars (docs/rules/currencies.md)', () => {
  it('refuses dollars until an admin sets the exchange rate, and validates the rate', async () => {
    await suite.ctx.app.db.delete(exchangeRate);
    const customer = await buyer(suite.ctx);
    const product = dollarProduct();
    const refused = await checkoutInDollars(customer.auth, [{ product: product.id, qty: 1 }], 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'currency.rateMissing',
      message: expect.stringContaining('Pay in euros'),
    });
    const none = await suite.ctx.app.inject({ url: '/api/admin/exchange-rate', headers: suite.admin.auth });
    expect(exchangeRateAnswerSchema.parse(none.json())).toEqual({ rate: null });

    const bad = await setRate({ eurPerUsd: -1, rateDate: '2026-11-20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'currency.rateInvalid' });
    const badDate = await setRate({ eurPerUsd: 0.92, rateDate: '20/11/2026' });
    expect(badDate.json()).toMatchObject({ code: 'currency.rateDateInvalid' });
    const customerTries = await suite.ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rate',
      headers: customer.auth,
      payload: { eurPerUsd: 1, rateDate: '2026-11-20' },
    });
    expect(customerTries.statusCode).toBe(403);
    const saved = await setRate({ eurPerUsd: 0.92, rateDate: '2026-11-20' });
    expect(saved.statusCode).toBe(200);
    expect(exchangeRateAnswerSchema.parse(saved.json())).toEqual({
      rate: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    });
  });

  it('refuses a bad currency and a product without a dollar price, translated with their keys', async () => {
    await setRate({ eurPerUsd: 0.92, rateDate: '2026-11-20' });
    const customer = await buyer(suite.ctx);
    const badCurrency = await checkoutWithCoupon(
      suite.ctx,
      customer.auth,
      [{ product: dollarProduct().id, qty: 1 }],
      undefined,
      {
        currency: 'gbp',
      },
    );
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json()).toMatchObject({
      code: 'currency.invalid',
      message: 'Devise inconnue : choisissez eur ou usd.',
    });

    const product = euroOnlyProduct();
    for (const [language, text] of [
      ['fr', 'n’est pas vendu en dollars US'],
      ['en', 'is not sold in US dollars'],
    ] as const) {
      const answer = await checkoutInDollars(customer.auth, [{ product: product.id, qty: 1 }], language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'currency.productNotSold',
        message: expect.stringContaining(text),
      });
      expect(answer.json().message).toContain(language === 'fr' ? product.nameFr : product.nameEn);
    }
    // The same cart in euros goes through.
    const inEuros = await checkoutWithCoupon(
      suite.ctx,
      customer.auth,
      [{ product: product.id, qty: 1 }],
      undefined,
    );
    expect(inEuros.statusCode).toBe(200);
  });

  it('applies a percentage coupon in dollars and refuses a fixed euro amount there', async () => {
    await setRate({ eurPerUsd: 0.92, rateDate: '2026-11-20' });
    const customer = await buyer(suite.ctx);
    const product = dollarProduct();
    const cart = [{ product: product.id, qty: 1 }];
    const percent = await insertCoupon(suite.ctx.app, { value: 10 });
    const checked = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      headers: { ...customer.auth, 'accept-language': 'en' },
      payload: { code: percent.code, cartItems: cart, currency: 'usd' },
    });
    const discount = Math.round(product.usdPriceCents! * 0.1);
    expect(couponCheckSchema.parse(checked.json())).toEqual({
      code: percent.code,
      discount: money(discount, 'usd'),
      subtotal: money(product.usdPriceCents!, 'usd'),
      total: money(product.usdPriceCents! - discount, 'usd'),
    });
    const amount = await insertCoupon(suite.ctx.app, { kind: 'amount', value: 500 });
    const refused = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      headers: { ...customer.auth, 'accept-language': 'en' },
      payload: { code: amount.code, cartItems: cart, currency: 'usd' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'coupon.euroOnly',
      message: expect.stringContaining('in euros'),
    });
    // The same fixed amount still applies in euros.
    expect((await checkCoupon(suite.ctx, customer.auth, amount.code, cart)).statusCode).toBe(200);
  });

  it('sells in dollars from the cart to the invoice, the refund and the credit note, with the VAT in euros', async () => {
    await setRate({ eurPerUsd: 0.92, rateDate: '2026-11-20' });
    const customer = await buyer(suite.ctx);
    const product = dollarProduct();
    const usd = product.usdPriceCents!;
    // A price shown in euros is not the dollar price: refused as any changed price.
    const stale = await checkoutInDollars(customer.auth, [
      { product: product.id, qty: 1, expectedPrice: money(product.priceCents, 'eur') },
    ]);
    expect(stale.statusCode).toBe(409);

    const started = await checkoutInDollars(customer.auth, [
      { product: product.id, qty: 2, expectedPrice: money(usd, 'usd') },
    ]);
    expect(started.statusCode).toBe(200);
    const answer = checkoutAnswerSchema.parse(started.json());
    if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
    const session = await dashboardStripe(suite.ctx).checkout.sessions.retrieve(sessionIdOf(answer.url));
    expect(session).toMatchObject({ currency: 'usd', amount_total: usd * 2 });
    expect((await payInSandbox(suite.ctx, session.id)).statusCode).toBe(303);

    // A later rate does not change what the paid order recorded.
    await setRate({ eurPerUsd: 0.95, rateDate: '2026-11-25' });
    const order = await orderRow(suite.ctx, answer.orderId!);
    expect(order).toMatchObject({
      status: 'paid',
      currency: 'usd',
      totalCents: usd * 2,
      eurPerUsdMicros: 920_000,
      exchangeRateDate: '2026-11-20',
    });
    const mine = await suite.ctx.app.inject({ url: `/api/orders/${order.id}`, headers: customer.auth });
    expect(mine.json()).toMatchObject({
      currency: 'usd',
      totalPrice: { amount: usd * 2, currency: 'usd' },
    });
    // The customer area's indicators say what was paid, in dollars.
    const purchases = await suite.ctx.app.inject({ url: '/api/users/purchases', headers: customer.auth });
    expect(purchases.json()).toMatchObject([
      { productId: product.id, currency: 'usd', price: { amount: usd, currency: 'usd' } },
    ]);

    const { netCents, vatCents } = splitVat(usd * 2, 2000);
    const euroVat = Math.round((vatCents * 92) / 100);
    const [invoice] = await invoicesOf(suite.ctx, order.id);
    expect(invoice).toMatchObject({ grossCents: usd * 2, netCents, vatCents });
    const text = await invoicePdfText(suite.ctx, customer.auth, order.id);
    expect(text).toContain(`Total HT ${dollars(netCents)}`);
    expect(text).toContain(dollars(usd * 2));
    expect(text).not.toContain(euros(usd * 2));
    expect(text).toContain(
      `TVA en euros : ${euros(euroVat)} (taux de change 1 USD = 0,92 EUR du 20 novembre 2026)`,
    );
    // The terms say what the amounts are in (docs/rules/invoices.md).
    expect(text).toContain('Prix exprimés en dollars US TTC');
    expect(text).not.toContain('Prix exprimés en euros');
    // Every amount of the invoice and of its e-mail says its currency, and the e-mail's are in dollars too.
    expect(amountsWithoutCurrency(text)).toEqual([]);
    const [confirmation] = await mailsOf(suite.ctx, customer.user.email, 'order-confirmation');
    expect(spaced(confirmation!.textBody)).toContain(`Total TTC : ${dollars(usd * 2)}`);
    expect(confirmation!.textBody).not.toContain('€');
    expect(amountsWithoutCurrency(confirmation!.textBody)).toEqual([]);

    const dashboard = dashboardSchema.parse(
      (await suite.ctx.app.inject({ url: '/api/admin/dashboard', headers: suite.admin.auth })).json(),
    );
    const usdRow = dashboard.revenueByCurrency.find((row) => row.currency === 'usd');
    const inDollars = (amount: number) => ({ amount, currency: 'usd' });
    expect(usdRow).toMatchObject({
      orders: 1,
      gross: inDollars(usd * 2),
      refunded: inDollars(0),
      net: inDollars(usd * 2),
    });
    // The revenue card shows each currency's net apart: the dollar order is never added to the euros.
    expect(dashboard.stats.revenue).toEqual(dashboard.revenueByCurrency.map((row) => row.net));
    expect(dashboard.revenueByVat.some((row) => row.gross.amount === usd * 2 && row.currency === 'usd')).toBe(
      true,
    );

    const refunded = await postRefund(suite.ctx, suite.admin.auth, order.id, { reason: 'Wrong currency' });
    expect(refunded.statusCode).toBe(200);
    expect(adminRefundResultSchema.parse(refunded.json())).toMatchObject({
      status: 'refunded',
      amount: { amount: usd * 2, currency: 'usd' },
    });
    const refunds = await dashboardStripe(suite.ctx).refunds.list({
      payment_intent: order.stripePaymentIntentId!,
    });
    expect(refunds.data.map((refund) => [refund.amount, refund.currency])).toEqual([[usd * 2, 'usd']]);
    const [note] = await suite.ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note!.grossCents).toBe(usd * 2);
    const noteText = await creditNotePdfText(suite.ctx, customer.auth, note!.id);
    expect(noteText).toContain(dollars(usd * 2));
    expect(amountsWithoutCurrency(noteText)).toEqual([]);
    const [refundMail] = await mailsOf(suite.ctx, customer.user.email, 'credit-note');
    expect(spaced(refundMail!.textBody)).toContain(`Nous avons remboursé ${dollars(usd * 2)}`);
    expect(noteText).toContain(`TVA en euros : ${euros(euroVat)} (taux de change 1 USD = 0,92 EUR`);
  });
});

describe('start-up without an exchange rate (docs/rules/currencies.md)', () => {
  it('says in the log that dollar checkout stays closed until a rate is saved', async () => {
    const logs = captureLogs();
    const ctx = await createModuleTestApp(
      [currenciesModule],
      { LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      await ctx.app.ready();
      expect(logs.text()).toContain('No exchange rate saved: dollar checkout stays closed');
    } finally {
      await ctx.close();
    }
  });
});
