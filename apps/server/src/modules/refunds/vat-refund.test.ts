import {
  adminOrderListSchema,
  adminViesCheckResultSchema,
  checkoutAnswerSchema,
  checkoutQuoteSchema,
  money,
  orderListSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  buyer,
  type Catalogue,
  catalogue,
  confirmationMails,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { buyWhileViesDown, viesSuiteEnv } from '../../../test/helpers/vies-orders';
import { startViesStandIn } from '../../../test/helpers/vies-stand-in';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, licenceRequests } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { licencesModule } from '../licences';
import { ordersModule } from '../orders';
import { splitVat } from '../vat';
import { refundsModule } from '.';

/** A VAT number VIES did not answer about gets VAT until a later check confirms it (docs/rules/vat.md). */
let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
beforeAll(async () => {
  vies = await startViesStandIn();
  // VIES_UNCONFIRMED unset: the default, `charge`.
  // The checkout, its orders, refunds and credit notes, and the licences a paid order grants.
  const modules = [
    checkoutModule,
    refundsModule,
    ordersModule,
    creditNotesModule,
    licencesModule,
    catalogModule,
  ];
  ctx = await createModuleTestApp(modules, viesSuiteEnv(vies));
  // Listening: the payment sandbox is reached over HTTP, as Stripe would be.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
  await vies?.close();
});

const post = (url: string, auth: Record<string, string>, payload?: object, language = 'fr') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });
const recheck = (orderId: string, auth = admin.auth) => post(`/api/admin/orders/${orderId}/vies-check`, auth);

const boughtWhileViesDown = (vatNumber: string, language: 'fr' | 'en' = 'fr') =>
  buyWhileViesDown(ctx, shop, vies, vatNumber, language);

const mine = async (auth: Record<string, string>) =>
  orderListSchema.parse((await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json());

describe('VIES not answering at checkout (VIES_UNCONFIRMED=charge, the default)', () => {
  it('quotes and charges French VAT, says reverse charge comes once the number is confirmed, and lists the order', async () => {
    const { customer, product, quote, order } = await boughtWhileViesDown('DE111222333');
    const { vatCents } = splitVat(product.priceCents, 2000);
    expect(quote.total).toEqual(money(product.priceCents, 'eur'));
    expect(quote.vat).toMatchObject({
      treatment: 'vatIncluded',
      rateBps: 2000,
      country: 'FR',
      vat: money(vatCents, 'eur'),
      reverseChargePending: true,
    });
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: product.priceCents,
      vatRateBps: 2000,
      reverseCharge: false,
      viesStatus: 'unreachable',
    });
    const [invoice] = await invoicesOf(ctx, order.id);
    expect(invoice).toMatchObject({ grossCents: product.priceCents, vatCents });
    expect((await mine(customer.auth)).find((row) => row._id === order.id)?.reverseChargePending).toBe(true);
    const list = await ctx.app.inject({ url: '/api/admin/orders?vies=unconfirmed', headers: admin.auth });
    expect(adminOrderListSchema.parse(list.json()).orders.map((row) => row._id)).toContain(order.id);
  });

  it('the order confirmation says so in its language; a confirmed number gets no such note', async () => {
    const pending = {
      fr: 'Le service européen VIES n’a pas confirmé votre n° de TVA : la TVA est donc facturée. L’autoliquidation s’appliquera dès sa confirmation, et la TVA vous sera alors remboursée (avoir).',
      en: "The EU's VIES service did not confirm your VAT number: VAT is therefore charged. Reverse charge applies once the number is confirmed, and the VAT is then refunded to you (credit note).",
    };
    for (const language of ['fr', 'en'] as const) {
      const { customer } = await boughtWhileViesDown(`DE66677${language === 'fr' ? '7' : '8'}888`, language);
      const [mail] = await confirmationMails(ctx, customer.user.email);
      expect(mail!.textBody.replace(/\s+/g, ' ')).toContain(pending[language]);
      expect(mail!.htmlBody).toContain(
        language === 'fr' ? 'L’autoliquidation s’appliquera' : 'Reverse charge applies',
      );
    }
    const confirmed = await buyer(ctx, {
      billingCountry: 'DE',
      billingCompany: 'K GmbH',
      billingVat: 'DE777888111',
    });
    const cartItems = [{ product: shop.paid.at(-1)!.id, qty: 1 }];
    const started = checkoutAnswerSchema.parse(
      (await post('/api/checkout', confirmed.auth, { withdrawalConsent: true, cartItems })).json(),
    );
    if (started.kind !== 'redirect') throw new Error('a card checkout redirects');
    await payInSandbox(ctx, sessionIdOf(started.url));
    const [mail] = await confirmationMails(ctx, confirmed.user.email);
    expect(mail!.textBody).toContain('autoliquidation');
    expect(mail!.textBody).not.toContain('VIES');
  });

  it('a VIES that answers gives no pending note: the quote says reverse charge', async () => {
    const customer = await buyer(ctx, {
      billingCountry: 'DE',
      billingVat: 'DE111222444',
      billingCompany: 'K GmbH',
    });
    const cartItems = [{ product: shop.paid.at(-1)!.id, qty: 1 }];
    const quote = checkoutQuoteSchema.parse(
      (await post('/api/checkout/quote', customer.auth, { cartItems })).json(),
    );
    expect(quote.vat).toMatchObject({ treatment: 'reverseCharge', rateBps: 0, reverseChargePending: false });
  });
});

describe('a later check of the number (POST /api/admin/orders/:id/vies-check)', () => {
  it('VIES confirming it refunds the VAT once, with a credit note for it, and the licences stay', async () => {
    const { customer, product, order } = await boughtWhileViesDown('DE222333444');
    const { vatCents } = splitVat(product.priceCents, 2000);
    const confirmed = await recheck(order.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = adminViesCheckResultSchema.parse(confirmed.json());
    expect(result.status).toBe('valid');
    expect(result.refund).toMatchObject({ amount: money(vatCents, 'eur'), revokedLicences: 0 });
    expect(result.refund!.creditNote!.amount).toEqual(money(vatCents, 'eur'));
    const after = await orderRow(ctx, order.id);
    expect(after).toMatchObject({
      status: 'partially_refunded',
      refundedCents: vatCents,
      viesStatus: 'valid',
    });
    expect(after.viesReference).toMatch(/^WAPIAAAAW\d{6}$/);
    expect((await mine(customer.auth)).find((row) => row._id === order.id)?.reverseChargePending).toBe(false);
    const licences = await ctx.app.db
      .select()
      .from(licenceRequests)
      .where(eq(licenceRequests.orderId, order.id));
    expect(licences.every((licence) => licence.status !== 'revoked')).toBe(true);

    const again = await recheck(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'refund.viesNotPending' });
    expect(await ctx.app.db.$count(creditNotes, eq(creditNotes.orderId, order.id))).toBe(1);
  });

  it('two admins checking at once refund the VAT once', async () => {
    const { product, order } = await boughtWhileViesDown('DE333444555');
    const answers = await Promise.all([recheck(order.id), recheck(order.id), recheck(order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.app.db.$count(creditNotes, eq(creditNotes.orderId, order.id))).toBe(1);
    expect((await orderRow(ctx, order.id)).refundedCents).toBe(splitVat(product.priceCents, 2000).vatCents);
  });

  it('VIES still down changes nothing; VIES saying the number is false keeps the VAT charged', async () => {
    const { order } = await boughtWhileViesDown('DE444555000');
    vies.down(true);
    const down = await recheck(order.id);
    vies.down(false);
    expect(adminViesCheckResultSchema.parse(down.json())).toEqual({ status: 'unreachable', refund: null });
    expect((await orderRow(ctx, order.id)).viesStatus).toBe('unreachable');

    const refused = await recheck(order.id);
    expect(adminViesCheckResultSchema.parse(refused.json())).toEqual({ status: 'invalid', refund: null });
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'paid',
      refundedCents: 0,
      viesStatus: 'invalid',
    });
    expect(await ctx.app.db.$count(creditNotes, eq(creditNotes.orderId, order.id))).toBe(0);
  });

  it('is refused on an order that waits for no VIES answer, unknown orders, and to a customer', async () => {
    const { customer, order } = await boughtWhileViesDown('DE555666777');
    const other = await buyer(ctx);
    expect((await recheck(order.id, customer.auth)).statusCode).toBe(403);
    expect((await recheck(order.id, other.auth)).statusCode).toBe(403);
    expect((await recheck('0193a1b2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const consumer = await buyer(ctx);
    const cartItems = [{ product: shop.paid.at(-1)!.id, qty: 1 }];
    const started = await post('/api/checkout/create-session', consumer.auth, {
      withdrawalConsent: true,
      cartItems,
    });
    const { orderId } = started.json() as { orderId: string };
    for (const language of ['fr', 'en']) {
      const refused = await post(`/api/admin/orders/${orderId}/vies-check`, admin.auth, undefined, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'refund.viesNotPending' });
      expect(refused.json().message).toContain(language === 'fr' ? 'VIES' : 'VIES confirmation');
    }
  });
});
