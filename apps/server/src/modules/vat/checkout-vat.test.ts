import { dashboardSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  buyer,
  type Catalogue,
  createSession,
  invoicePdfText,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../lib/db/schema';
import { splitVat } from './rules';

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
    (suite) => {
      ({ ctx, shop } = suite);
    },
    { VAT_MODE: 'oss' },
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
  setupCheckoutSuite((suite) => {
    ({ ctx, shop } = suite);
  });

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
