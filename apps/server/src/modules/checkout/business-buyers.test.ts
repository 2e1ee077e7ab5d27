import {
  adminOrderListSchema,
  checkoutAnswerSchema,
  checkoutQuoteSchema,
  checkoutSessionResponseSchema,
  formatMoney,
  money,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  amountsWithoutCurrency,
  billingAddress,
  type Catalogue,
  catalogue,
  createCheckoutTestApp,
  creditNotePdfText,
  invoicePdfText,
  invoicesOf,
  mailsOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { postRefund } from '../../../test/helpers/refunds';
import { startViesStandIn } from '../../../test/helpers/vies-stand-in';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, orders, users } from '../../lib/db/schema';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { checkoutModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
beforeAll(async () => {
  vies = await startViesStandIn();
  // The seller's own number makes VIES hand back a consultation number. The owner keeps reverse charge for a
  // number VIES does not answer about (VIES_UNCONFIRMED=reverse); the default is refunds/vat-refund.test.ts's.
  ctx = await createCheckoutTestApp(
    [checkoutModule, refundsModule, creditNotesModule, filesModule, leasesModule],
    {
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: '4000',
      SELLER_VAT: 'FR32123456789',
      VIES_UNCONFIRMED: 'reverse',
    },
  );
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
  await vies?.close();
});

const company = (billingCountry: string, billingVAT: string) => ({
  billingAsCompany: true,
  billingCompany: 'Käufer Handels GmbH',
  billingName: 'Greta Käuferin',
  billingAddress: 'Friedrichstraße 1',
  billingZip: '10117',
  billingCity: 'Berlin',
  billingCountry,
  billingVAT,
});

/** A new buyer's checkout of the dearest product, giving these billing details at checkout as the form does. */
async function checkout(billing: object, language = 'fr') {
  const customer = await createUser(ctx.app, { language: language as 'fr' | 'en' });
  const product = shop.paid.at(-1)!;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: { ...customer.auth, 'accept-language': language },
    payload: { withdrawalConsent: true, cartItems: [{ product: product.id, qty: 1 }], billing },
  });
  return { customer, product, response };
}

async function paid(billing: object, language = 'fr') {
  const { customer, product, response } = await checkout(billing, language);
  expect(response.statusCode).toBe(200);
  const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(response.json());
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const order = await orderRow(ctx, orderId);
  expect(order.status).toBe('paid');
  return { customer, product, order, text: await invoicePdfText(ctx, customer.auth, orderId) };
}

describe('business buyers, VIES answering (docs/rules/vat.md)', () => {
  it('a German company with a number VIES confirms pays the net price, invoiced and credited without VAT', async () => {
    const { customer, product, order, text } = await paid(company('DE', 'DE 123 456 789'));
    const net = splitVat(product.priceCents, 2000).netCents;
    expect(order).toMatchObject({
      totalCents: net,
      vatRateBps: 0,
      vatCountry: 'DE',
      reverseCharge: true,
      viesStatus: 'valid',
      viesName: 'STAND-IN TRADER 123456789',
    });
    expect(order.viesReference).toMatch(/^WAPIAAAAW\d{6}$/);
    expect(order.viesCheckedAt).toBeInstanceOf(Date);
    const [stored] = await ctx.app.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(stored).toMatchObject({ billingCompany: 'Käufer Handels GmbH', billingVat: 'DE123456789' });
    const [invoice] = await invoicesOf(ctx, order.id);
    expect(invoice).toMatchObject({ grossCents: net, netCents: net, vatCents: 0 });
    expect(invoice!.document).toMatchObject({
      buyer: { company: 'Käufer Handels GmbH', vat: 'DE123456789' },
      vies: { status: 'valid', reference: order.viesReference },
    });
    for (const document of [text, await refundedText(customer.auth, order.id)]) {
      expect(document).toContain('Käufer Handels GmbH');
      expect(document).toContain('N° TVA : DE123456789');
      expect(document).toContain('Autoliquidation');
      expect(document).toContain(`consultation n° ${order.viesReference}`);
      expect(document).toContain('Total dû');
      expect(document).toContain('Total HT');
      expect(document).not.toContain('TTC');
      // A business has no withdrawal right to waive: neither the waiver nor the consent (docs/rules/invoices.md).
      expect(document).not.toContain('rétractation');
      expect(amountsWithoutCurrency(document)).toEqual([]);
    }
    expect(text).toContain('Prix exprimés en euros, hors TVA. Pas d’escompte pour paiement anticipé.');
    // Its e-mail says the total is due without VAT, in euros.
    const [confirmation] = await mailsOf(ctx, customer.user.email, 'order-confirmation');
    expect(confirmation!.textBody.replace(/\s+/g, ' ')).toMatch(
      /Total dû \(hors TVA, autoliquidation\) : \d+,\d\d €/,
    );
    expect(confirmation!.textBody).not.toContain('TTC');
    expect(confirmation!.textBody).not.toContain('rétractation');
  });

  it('an English buyer reads "Total excl. VAT" and "Total due", never "incl. VAT"', async () => {
    const { text } = await paid(company('AT', 'ATU12345678'), 'en');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('Total due');
    expect(text).toContain('Total excl. VAT');
    expect(text).toContain('consultation no.');
    expect(text).not.toContain('incl. VAT');
    expect(text).not.toContain('TTC');
    expect(text).not.toContain('withdrawal');
    expect(amountsWithoutCurrency(text)).toEqual([]);
  });

  it('a number VIES says is not registered is refused, translated, and no order is placed', async () => {
    for (const [language, words] of [
      ['fr', 'n’est pas enregistré dans VIES'],
      ['en', 'is not registered in VIES'],
    ] as const) {
      const { customer, response } = await checkout(company('DE', 'DE123456000'), language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'checkout.vatNumberRefused' });
      expect(response.json().message).toContain(words);
      expect(response.json().message).toContain('DE123456000');
      expect(await ctx.app.db.$count(orders, eq(orders.userId, customer.user.id))).toBe(0);
    }
  });

  it('asks VIES about a number once a day: a second order with it reuses the answer', async () => {
    const asked = () => vies.requests.filter((request) => request.vatNumber === '123456789').length;
    const before = asked();
    expect(before).toBeGreaterThan(0);
    const { order } = await paid(company('DE', 'DE123456789'));
    expect(asked()).toBe(before);
    expect(order).toMatchObject({ reverseCharge: true, viesStatus: 'valid' });
  });

  it('a French company pays French VAT (its number checked), with "TTC" totals as any French sale', async () => {
    const { product, order, text } = await paid({ ...company('FR', 'FR32123456789'), billingCity: 'Lyon' });
    expect(order).toMatchObject({ totalCents: product.priceCents, vatRateBps: 2000, reverseCharge: false });
    expect(order.viesStatus).toBe('valid');
    expect(text).toContain('Käufer Handels GmbH');
    expect(text).toContain('Total TTC');
    expect(text).not.toContain('Autoliquidation');
  });

  it('a company outside the EU and a consumer pay French VAT, and VIES is not asked', async () => {
    const before = vies.requests.length;
    const { product, order } = await paid({ ...company('US', 'US123456789'), billingZip: '10001' });
    expect(order).toMatchObject({ totalCents: product.priceCents, vatRateBps: 2000, viesStatus: null });
    const consumer = await paid({ ...company('DE', ''), billingAsCompany: false, billingCompany: null });
    expect(consumer.order).toMatchObject({ vatRateBps: 2000, reverseCharge: false, viesStatus: null });
    expect(consumer.text).not.toContain('Käufer Handels GmbH');
    expect(vies.requests.length).toBe(before);
  });

  it('buying as a company without its name is refused with its own error', async () => {
    const { response } = await checkout({ ...company('DE', 'DE123456789'), billingCompany: '' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('account.billing.companyRequired');
  });
});

describe('the total the cart showed (docs/rules/cart.md)', () => {
  const post = (url: string, auth: Record<string, string>, payload: object, language = 'fr') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });

  it('refuses a total that billing details given at checkout change, naming both, then the new quote pays', async () => {
    const product = shop.paid.at(-1)!;
    const cartItems = [{ product: product.id, qty: 1 }];
    const net = splitVat(product.priceCents, 2000).netCents;
    for (const [language, words] of [
      ['fr', 'le total passe de'],
      ['en', 'the total goes from'],
    ] as const) {
      const customer = await createUser(ctx.app, { ...billingAddress, language });
      const shown = checkoutQuoteSchema.parse(
        (await post('/api/checkout/quote', customer.auth, { cartItems })).json(),
      );
      expect(shown.total).toEqual(money(product.priceCents, 'eur'));
      const body = { withdrawalConsent: true, cartItems, expectedTotal: shown.total };
      const refused = await post(
        '/api/checkout',
        customer.auth,
        { ...body, billing: company('DE', 'DE123456789') },
        language,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'checkout.totalChanged' });
      expect(refused.json().message).toContain(words);
      expect(refused.json().message).toContain(
        formatMoney(money(net, 'eur'), language, { plainSpaces: true }),
      );
      expect(await ctx.app.db.$count(orders, eq(orders.userId, customer.user.id))).toBe(0);

      // The details were kept: the cart's quote is now the net total, and checkout takes it.
      const requoted = checkoutQuoteSchema.parse(
        (await post('/api/checkout/quote', customer.auth, { cartItems })).json(),
      );
      expect(requoted.total).toEqual(money(net, 'eur'));
      expect(requoted.vat.treatment).toBe('reverseCharge');
      const started = await post(
        '/api/checkout',
        customer.auth,
        { ...body, expectedTotal: requoted.total },
        language,
      );
      const answer = checkoutAnswerSchema.parse(started.json());
      if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
      expect((await orderRow(ctx, answer.orderId!)).totalCents).toBe(net);
    }
  });
});

describe('business buyers, VIES not answering, the owner keeping reverse charge (VIES_UNCONFIRMED=reverse)', () => {
  it('takes the well-formed number under reverse charge, unconfirmed, and the back-office lists the order', async () => {
    const started = Date.now();
    const { order, text } = await paid(company('DE', 'DE987654999'));
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(order).toMatchObject({ reverseCharge: true, viesStatus: 'unreachable', viesReference: null });
    expect(text).toContain('Autoliquidation');
    expect(text).not.toContain('VIES');
    const list = await ctx.app.inject({ url: '/api/admin/orders?vies=unconfirmed', headers: admin.auth });
    const { orders: listed } = adminOrderListSchema.parse(list.json());
    expect(listed.map((row) => row._id)).toContain(order.id);
    expect(listed.every((row) => row.viesStatus === 'unreachable')).toBe(true);
  });
});

/** Refunds the order in full (admin) and reads the credit note's PDF as its buyer downloads it. */
async function refundedText(auth: Record<string, string>, orderId: string) {
  const refund = await postRefund(ctx, admin.auth, orderId, { reason: 'Bought twice' });
  expect(refund.statusCode).toBe(200);
  const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return creditNotePdfText(ctx, auth, note!.id);
}
