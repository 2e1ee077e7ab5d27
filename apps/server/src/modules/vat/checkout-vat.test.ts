import {
  type Currency,
  checkoutAnswerSchema,
  checkoutQuoteSchema,
  dashboardSchema,
  money,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  buyer,
  type Catalogue,
  catalogue,
  createCheckoutTestApp,
  createSession,
  invoicePdfText,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import { dashboardStripe } from '../../../test/helpers/refunds';
import { startViesStandIn } from '../../../test/helpers/vies-stand-in';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { currenciesModule } from '../currencies';
import { dashboardModule } from '../dashboard';
import { filesModule } from '../files';
import { splitVat } from './rules';

/** The modules these tests reach (createModuleTestApp). */
const modules = [checkoutModule, filesModule, dashboardModule, currenciesModule];

const german = { billingName: 'Greta Käuferin', billingCountry: 'DE', billingCity: 'Berlin' };
const germanBusiness = { ...german, billingName: 'Käufer GmbH', billingVat: 'DE123456789' };

/** Checks out one unit of the dearest product, pays it in the sandbox, and reads back order, invoice and PDF. */
async function paidOrder(ctx: TestApp, shop: Catalogue, billing: Record<string, string>, language = 'fr') {
  const product = shop.paid.at(-1)!;
  const { auth } = await buyer(ctx, billing);
  const created = await createSession(ctx, auth, [{ product: product.id, qty: 1 }], language);
  expect(created.statusCode).toBe(200);
  const { sessionUrl, orderId } = created.json() as { sessionUrl: string; orderId: string };
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const [invoice] = await invoicesOf(ctx, orderId);
  const text = await invoicePdfText(ctx, auth, orderId);
  return { price: product.priceCents, order: await orderRow(ctx, orderId), invoice: invoice!, text };
}

describe('VAT_MODE=oss', () => {
  let ctx: TestApp;
  let shop: Catalogue;
  setupCheckoutSuite(
    modules,
    (suite) => {
      ({ ctx, shop } = suite);
    },
    // VIES is off in tests: the owner keeps reverse charge for an unconfirmed number.
    { VAT_MODE: 'oss', VIES_UNCONFIRMED: 'reverse' },
  );

  it('a German consumer pays the same price including VAT, 19 % of it German VAT', async () => {
    const { price, order, invoice, text } = await paidOrder(ctx, shop, german);
    expect(order).toMatchObject({
      totalCents: price,
      vatRateBps: 1900,
      vatCountry: 'DE',
      vatMode: 'oss',
      reverseCharge: false,
    });
    expect(invoice).toMatchObject({ grossCents: price, vatRateBps: 1900, ...splitVat(price, 1900) });
    expect(invoice.document).toMatchObject({ vatRatePercent: 19, vatCountry: 'DE', reverseCharge: false });
    expect(text).toContain('TVA 19 % (Allemagne)');
    expect(text).not.toContain('Autoliquidation');
  });

  it('a German business with a well-formed VAT number pays the net price, under reverse charge', async () => {
    const { price, order, invoice, text } = await paidOrder(ctx, shop, germanBusiness, 'en');
    const net = splitVat(price, 2000).netCents;
    expect(net).toBeLessThan(price);
    expect(order).toMatchObject({ totalCents: net, vatRateBps: 0, vatCountry: 'DE', reverseCharge: true });
    expect(invoice).toMatchObject({ grossCents: net, netCents: net, vatCents: 0, vatRateBps: 0 });
    expect(text).toContain('VAT 0 % (Germany)');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the customer');
    expect(text).toContain('VAT no.: DE123456789');
  });

  it('a German business whose VAT number is malformed pays German VAT like a consumer', async () => {
    const { price, order } = await paidOrder(ctx, shop, { ...germanBusiness, billingVat: 'DE12' });
    expect(order).toMatchObject({ totalCents: price, vatRateBps: 1900, reverseCharge: false });
  });

  it('does not hand back an open checkout taxed for another country after the billing country changed', async () => {
    const { auth, user } = await buyer(ctx, german);
    const cart = [{ product: shop.paid[0]!.id, qty: 1 }];
    const first = (await createSession(ctx, auth, cart)).json() as { orderId: string };
    expect((await createSession(ctx, auth, cart)).json()).toMatchObject({ orderId: first.orderId });
    await ctx.app.db.update(users).set({ billingCountry: 'AT' }).where(eq(users.id, user.id));
    const second = (await createSession(ctx, auth, cart)).json() as { orderId: string };
    expect(second.orderId).not.toBe(first.orderId);
    expect(await orderRow(ctx, second.orderId)).toMatchObject({ vatRateBps: 2000, vatCountry: 'AT' });
    expect((await orderRow(ctx, first.orderId)).status).toBe('expired');
  });

  it('the admin dashboard shows invoiced revenue by VAT rate and country, net and VAT apart', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const response = await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
    const { revenueByVat } = dashboardSchema.parse(response.json());
    const price = shop.paid.at(-1)!.priceCents;
    const german = splitVat(price, 1900);
    const euros = (amount: number) => ({ amount, currency: 'eur' });
    // Two German consumers so far (the second with a malformed VAT number), one business under reverse charge.
    expect(revenueByVat).toContainEqual({
      currency: 'eur',
      country: 'DE',
      ratePercent: 19,
      reverseCharge: false,
      invoices: 2,
      net: euros(2 * german.netCents),
      vat: euros(2 * german.vatCents),
      gross: euros(2 * price),
    });
    const net = euros(splitVat(price, 2000).netCents);
    expect(revenueByVat).toContainEqual({
      currency: 'eur',
      country: 'DE',
      ratePercent: 0,
      reverseCharge: true,
      invoices: 1,
      net,
      vat: euros(0),
      gross: net,
    });
  });
});

describe('VAT_MODE=fr (the default)', () => {
  let ctx: TestApp;
  let shop: Catalogue;
  // VIES is off in tests: the owner keeps reverse charge for an unconfirmed number, as before VIES_UNCONFIRMED.
  setupCheckoutSuite(
    modules,
    (suite) => {
      ({ ctx, shop } = suite);
    },
    { VIES_UNCONFIRMED: 'reverse' },
  );

  it('keeps French VAT for a German consumer', async () => {
    const { price, order, invoice, text } = await paidOrder(ctx, shop, german);
    const { totalCents, vatRateBps, vatCountry, vatMode, reverseCharge } = order;
    expect([totalCents, vatRateBps, vatCountry, vatMode, reverseCharge]).toEqual([
      price,
      2000,
      'FR',
      'fr',
      false,
    ]);
    expect(invoice).toMatchObject({ grossCents: price, vatRateBps: 2000, ...splitVat(price, 2000) });
    expect(text).toContain('TVA 20 % (France)');
    expect(text).not.toContain('Autoliquidation');
  });

  it('puts a German business with a well-formed VAT number under reverse charge, as in oss mode', async () => {
    const { price, order, text } = await paidOrder(ctx, shop, germanBusiness);
    const net = splitVat(price, 2000).netCents;
    expect(order).toMatchObject({
      totalCents: net,
      vatRateBps: 0,
      vatCountry: 'DE',
      vatMode: 'fr',
      reverseCharge: true,
    });
    // VIES_URL=off in tests: the number is taken well-formed, unconfirmed.
    expect(order.viesStatus).toBe('unreachable');
    expect(text).toContain('Autoliquidation');
  });
});

describe('the cart’s quote is the price (POST /api/checkout/quote, VAT_MODE=oss, VIES answering)', () => {
  let ctx: TestApp;
  let shop: Catalogue;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;
  beforeAll(async () => {
    vies = await startViesStandIn();
    ctx = await createCheckoutTestApp(modules, {
      VAT_MODE: 'oss',
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: '4000',
      SELLER_VAT: 'FR32123456789',
    });
    shop = await catalogue(ctx);
    const admin = await createUser(ctx.app, { isAdmin: true });
    const rate = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rate',
      headers: admin.auth,
      payload: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    });
    expect(rate.statusCode, rate.body).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
    await vies?.close();
  });

  const french = { billingCountry: 'FR' };
  const quote = (auth: Record<string, string>, body: object, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { ...auth, 'accept-language': language },
      payload: body,
    });

  /**
   * Quotes two units of a product sold in both currencies for a buyer with these billing details, then checks
   * the same cart out and pays it: the sandbox session's amount, the order and its invoice are the quote's.
   */
  async function quotedThenPaid(billing: Record<string, string>, currency: Currency) {
    const product = shop.paid.find((row) => row.usdPriceCents !== null)!;
    const unit = currency === 'usd' ? product.usdPriceCents! : product.priceCents;
    const { auth } = await buyer(ctx, billing);
    const cartItems = [{ product: product.id, qty: 2, expectedPrice: money(unit, currency) }];
    const quoted = await quote(auth, { cartItems, currency });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const answer = checkoutQuoteSchema.parse(quoted.json());
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: auth,
      payload: { withdrawalConsent: true, cartItems, currency },
    });
    const checkout = checkoutAnswerSchema.parse(started.json());
    if (checkout.kind !== 'redirect') throw new Error('a card checkout redirects');
    const session = await dashboardStripe(ctx).checkout.sessions.retrieve(sessionIdOf(checkout.url));
    expect({ amount: session.amount_total, currency: session.currency }).toEqual(answer.total);
    expect((await payInSandbox(ctx, session.id)).statusCode).toBe(303);
    const order = await orderRow(ctx, checkout.orderId!);
    const [invoice] = await invoicesOf(ctx, order.id);
    expect({ amount: order.totalCents, currency: order.currency }).toEqual(answer.total);
    expect(invoice).toMatchObject({
      grossCents: answer.vat.gross.amount,
      netCents: answer.vat.net.amount,
      vatCents: answer.vat.vat.amount,
    });
    return { unit, answer, order };
  }

  for (const currency of ['eur', 'usd'] as const) {
    it(`a French consumer is quoted and charged the price including French VAT, in ${currency}`, async () => {
      const { unit, answer } = await quotedThenPaid(french, currency);
      expect(answer.total).toEqual(money(2 * unit, currency));
      expect(answer.vat).toEqual({
        treatment: 'vatIncluded',
        rateBps: 2000,
        country: 'FR',
        net: money(splitVat(2 * unit, 2000).netCents, currency),
        vat: money(splitVat(2 * unit, 2000).vatCents, currency),
        gross: money(2 * unit, currency),
        reverseChargePending: false,
      });
    });

    it(`an EU business whose VAT number VIES confirmed is quoted and charged the net price, in ${currency}`, async () => {
      const { unit, answer, order } = await quotedThenPaid(germanBusiness, currency);
      const net = 2 * splitVat(unit, 2000).netCents;
      expect(answer.lines[0]!.price).toEqual(money(splitVat(unit, 2000).netCents, currency));
      expect(answer.vat).toEqual({
        treatment: 'reverseCharge',
        rateBps: 0,
        country: 'DE',
        net: money(net, currency),
        vat: money(0, currency),
        gross: money(net, currency),
        reverseChargePending: false,
      });
      expect(order).toMatchObject({ reverseCharge: true, viesStatus: 'valid' });
    });

    it(`a consumer of another EU country is quoted and charged their country's VAT (OSS), in ${currency}`, async () => {
      const { unit, answer } = await quotedThenPaid(german, currency);
      expect(answer.total).toEqual(money(2 * unit, currency));
      expect(answer.vat).toMatchObject({
        treatment: 'vatIncluded',
        rateBps: 1900,
        country: 'DE',
        vat: money(splitVat(2 * unit, 1900).vatCents, currency),
      });
    });
  }

  it('refuses a VAT number VIES does not know, a signed-out caller and a bad body, translated', async () => {
    const cartItems = [{ product: shop.paid[0]!.id, qty: 1 }];
    const { auth } = await buyer(ctx, { ...germanBusiness, billingVat: 'DE123456000' });
    const en = await quote(auth, { cartItems }, 'en');
    const fr = await quote(auth, { cartItems }, 'fr');
    expect([en.statusCode, fr.statusCode]).toEqual([400, 400]);
    expect([en.json().code, fr.json().code]).toEqual([
      'checkout.vatNumberRefused',
      'checkout.vatNumberRefused',
    ]);
    expect(en.json().message).not.toBe(fr.json().message);
    expect((await quote({}, { cartItems })).statusCode).toBe(401);
    const consumer = await buyer(ctx, french);
    const bad = await quote(consumer.auth, { cartItems: [{ ...cartItems[0], expectedPrice: 49 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
  });
});
