import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  invoicePdfText,
  invoicesOf,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

const post = (url: string, auth: Record<string, string>, payload: Record<string, unknown>, language = 'fr') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });

const noBilling = {
  billingName: null,
  billingAddress: null,
  billingZip: null,
  billingCity: null,
  billingCountry: null,
};

const billing = {
  billingName: 'Grace Hopper Ltd',
  billingAddress: '10 Downing Lane',
  billingZip: 'SW1A 2AA',
  billingCity: 'London',
  billingCountry: 'GB',
};

const ordersOf = async (auth: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as unknown[];

describe('checkout asks for the billing address an invoice needs (docs/rules/checkout.md)', () => {
  it('refuses every checkout call of a buyer without a complete billing address, translated, creating nothing', async () => {
    const { auth } = await buyer(ctx, { ...noBilling, billingName: 'Only A Name' });
    const paid = [{ product: shop.paid[0]!.id, qty: 1 }];
    const free = [{ product: shop.free[0]!.id, qty: 1 }];
    const calls: [string, Record<string, unknown>][] = [
      ['/api/checkout', { cartItems: paid }],
      ['/api/checkout', { cartItems: free, confirmFree: true }],
      ['/api/checkout/create-session', { cartItems: paid }],
      ['/api/checkout/create-free-order', { cartItems: free }],
    ];
    for (const [url, body] of calls) {
      const fr = await post(url, auth, { ...body, withdrawalConsent: true }, 'fr');
      expect(fr.statusCode, url).toBe(400);
      expect(fr.json()).toMatchObject({
        code: 'checkout.billingRequired',
        message: expect.stringContaining('adresse de facturation'),
      });
      const en = await post(url, auth, { ...body, withdrawalConsent: true }, 'en');
      expect(en.json()).toMatchObject({
        code: 'checkout.billingRequired',
        message: expect.stringContaining('billing name and address'),
      });
    }
    expect(await ordersOf(auth)).toEqual([]);
  });

  it('refuses an older free-text country the billing form no longer takes', async () => {
    const { auth } = await buyer(ctx, { billingCountry: 'France' });
    const answer = await post('/api/checkout', auth, {
      cartItems: [{ product: shop.paid[0]!.id, qty: 1 }],
      withdrawalConsent: true,
    });
    expect(answer.json()).toMatchObject({ code: 'checkout.billingRequired' });
  });

  it('validates the billing details it is given with the billing form’s rules, naming the field', async () => {
    const { auth } = await buyer(ctx, noBilling);
    const answer = await post(
      '/api/checkout',
      auth,
      {
        cartItems: [{ product: shop.paid[0]!.id, qty: 1 }],
        withdrawalConsent: true,
        billing: { ...billing, billingZip: '#!', billingCity: ' ' },
      },
      'en',
    );
    expect(answer.statusCode).toBe(400);
    const details = (answer.json() as { details: { path: string; message: string }[] }).details;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.billing.billingZip',
          message: 'The postal code is not valid.',
        }),
        expect.objectContaining({ path: 'body.billing.billingCity', message: 'City is required.' }),
      ]),
    );
    expect(await ordersOf(auth)).toEqual([]);
  });

  it('checks out with the billing details given, remembers them for the next checkout and prints them on the invoice', async () => {
    const { auth } = await buyer(ctx, { ...noBilling, language: 'en' });
    const created = await post(
      '/api/checkout',
      auth,
      {
        cartItems: [{ product: shop.paid[0]!.id, qty: 1 }],
        withdrawalConsent: true,
        billing: { ...billing, billingCountry: 'gb', billingVAT: '' },
      },
      'en',
    );
    expect(created.statusCode).toBe(200);
    const answer = created.json() as { kind: string; url: string; orderId: string };
    expect(answer.kind).toBe('redirect');

    // Remembered as the buyer's billing details, as the billing profile stores them.
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: auth })).json();
    expect(me).toMatchObject({ ...billing, billingVAT: null });

    expect((await payInSandbox(ctx, sessionIdOf(answer.url))).statusCode).toBeLessThan(400);
    await expect.poll(async () => (await invoicesOf(ctx, answer.orderId)).length).toBe(1);
    const text = await invoicePdfText(ctx, auth, answer.orderId);
    expect(text).toContain('Grace Hopper Ltd');
    expect(text).toContain('10 Downing Lane');
    expect(text).toContain('SW1A 2AA London');
    expect(text).toContain('Royaume-Uni / United Kingdom');

    // The next checkout needs nothing more (it would expire the open one: it comes after the payment).
    const again = await post('/api/checkout', auth, {
      cartItems: [{ product: shop.paid[1]!.id, qty: 1 }],
      withdrawalConsent: true,
    });
    expect(again.statusCode).toBe(200);
  });
});
