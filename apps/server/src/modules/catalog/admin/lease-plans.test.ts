import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';

/** The lease plans of docs/rules/leases.md: set in the product form, shown by the storefront. */
let ctx: TestApp;
let admin: { authorization: string };
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
  productId = row!.id;
});
afterAll(() => ctx.close());

const details = {
  translations: {
    fr: { name: 'VWAP Lite', description: 'Un VWAP.', features: ['Bandes'] },
    en: { name: 'VWAP Lite', description: 'A VWAP.', features: ['Bands'] },
  },
  category: 'analyse' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 100,
};
const edit = (payload: object, language = 'fr') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    payload: { ...details, ...payload },
    headers: { ...admin, 'accept-language': language },
  });
const storefront = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/products/vwap-lite?lang=en' })).json();
const row = async () => (await ctx.app.db.select().from(products).where(eq(products.id, productId)))[0]!;

describe('lease plans on a product', () => {
  it('are not offered until the admin sets them', async () => {
    expect(await storefront()).toMatchObject({ monthlyPrice: null, yearlyPrice: null });
  });

  it('are set in cents, shown in euros, kept by an edit that leaves them out, and taken off with null', async () => {
    expect((await edit({ monthlyPrice: 29, yearlyPrice: 290.5 })).statusCode).toBe(200);
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: 29050 });
    expect(await storefront()).toMatchObject({ monthlyPrice: 29, yearlyPrice: 290.5 });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.find((product: { _id: string }) => product._id === productId)).toMatchObject({
      monthlyPrice: 29,
    });

    expect((await edit({})).statusCode).toBe(200);
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: 29050 });

    const cleared = await edit({ yearlyPrice: null });
    expect(cleared.json()).toMatchObject({ monthlyPrice: 29, yearlyPrice: null });
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: null });
  });

  it('refuses a price under 0.50 €, over 100 000 € or with three decimals, in the reader’s language', async () => {
    for (const monthlyPrice of [0, 0.49, 100_000.01, 9.999]) {
      const answer = await edit({ monthlyPrice }, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'adminCatalog.leasePriceInvalid' });
      expect(answer.json().message).toContain('€0.50');
    }
    const french = await edit({ yearlyPrice: 0.1 });
    expect(french.json().message).toContain('0,50 €');
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: null });
  });

  it('can be given when the product is created', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...details, translations: { ...details.translations }, price: 49, yearlyPrice: 99 },
      headers: admin,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ price: 49, monthlyPrice: null, yearlyPrice: 99 });
  });
});

describe('the lease plans’ dollar twins (docs/rules/currencies.md)', () => {
  it('are set by the admin beside the euro plans, kept when left out, taken off with null', async () => {
    expect(await storefront()).toMatchObject({ usdMonthlyPrice: null, usdYearlyPrice: null });
    const saved = await edit({ monthlyPrice: 29, usdMonthlyPrice: 32.5, usdYearlyPrice: 320 });
    expect(saved.statusCode).toBe(200);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: 32000 });
    expect(await storefront()).toMatchObject({
      monthlyPrice: 29,
      usdMonthlyPrice: 32.5,
      usdYearlyPrice: 320,
    });

    expect((await edit({})).statusCode).toBe(200);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: 32000 });
    expect((await edit({ usdYearlyPrice: null })).json()).toMatchObject({
      usdMonthlyPrice: 32.5,
      usdYearlyPrice: null,
    });
  });

  it('refuse a dollar price out of bounds with their own key, naming dollars in the reader’s language', async () => {
    for (const usdMonthlyPrice of [0.49, 100_000.01, 9.999]) {
      const answer = await edit({ usdMonthlyPrice }, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'adminCatalog.usdLeasePriceInvalid' });
      expect(answer.json().message).toContain('US$0.50');
    }
    const french = await edit({ usdYearlyPrice: 0.1 });
    expect(french.json()).toMatchObject({ code: 'adminCatalog.usdLeasePriceInvalid' });
    expect(french.json().message).toContain('0,50 $US');
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: null });
  });

  it('are the admin’s alone to set', async () => {
    const customer = (await createUser(ctx.app)).auth;
    const payload = { ...details, usdMonthlyPrice: 1 };
    const url = `/api/admin/products/${productId}`;
    const asCustomer = await ctx.app.inject({ method: 'PUT', url, payload, headers: customer });
    expect(asCustomer.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250 });
  });
});
