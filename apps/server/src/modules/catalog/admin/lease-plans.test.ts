import { adminProductSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';
import { catalogModule } from '..';

/**
 * The product form's plans: the lease plans of docs/rules/leases.md, set in the form and shown by the storefront,
 * and the updates plan of docs/rules/releases.md.
 */
let ctx: TestApp;
let admin: { authorization: string };
let productId: string;

beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule], { MAIL_WORKER_ENABLED: 'false' });
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
const eur = (amount: number) => ({ amount, currency: 'eur' });
const usd = (amount: number) => ({ amount, currency: 'usd' });
const storefront = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/products/vwap-lite?lang=en' })).json();
const row = async () => (await ctx.app.db.select().from(products).where(eq(products.id, productId)))[0]!;

describe('lease plans on a product', () => {
  it('are not offered until the admin sets them', async () => {
    expect(await storefront()).toMatchObject({ monthlyPrice: null, yearlyPrice: null });
  });

  it('are set in cents, shown in euros, kept by an edit that leaves them out, and taken off with null', async () => {
    expect((await edit({ monthlyPrice: eur(2900), yearlyPrice: eur(29050) })).statusCode).toBe(200);
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: 29050 });
    expect(await storefront()).toMatchObject({ monthlyPrice: eur(2900), yearlyPrice: eur(29050) });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.find((product: { _id: string }) => product._id === productId)).toMatchObject({
      monthlyPrice: eur(2900),
    });

    expect((await edit({})).statusCode).toBe(200);
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: 29050 });

    const cleared = await edit({ yearlyPrice: null });
    expect(cleared.json()).toMatchObject({ monthlyPrice: eur(2900), yearlyPrice: null });
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: null });
  });

  it('refuses a price under 0.50 €, over 100 000 €, a fraction of a cent or dollars, in the reader’s language', async () => {
    for (const monthlyPrice of [eur(0), eur(49), eur(10_000_001), eur(999.9), usd(2900), 29]) {
      const answer = await edit({ monthlyPrice }, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'adminCatalog.leasePriceInvalid' });
      expect(answer.json().message).toContain('€0.50');
    }
    const french = await edit({ yearlyPrice: eur(10) });
    expect(french.json().message).toContain('0,50 €');
    expect(await row()).toMatchObject({ monthlyPriceCents: 2900, yearlyPriceCents: null });
  });

  it('can be given when the product is created', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        ...details,
        translations: { ...details.translations },
        price: eur(4900),
        yearlyPrice: eur(9900),
      },
      headers: admin,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ price: eur(4900), monthlyPrice: null, yearlyPrice: eur(9900) });
  });
});

describe('the lease plans’ dollar twins (docs/rules/currencies.md)', () => {
  it('are set by the admin beside the euro plans, kept when left out, taken off with null', async () => {
    expect(await storefront()).toMatchObject({ usdMonthlyPrice: null, usdYearlyPrice: null });
    const saved = await edit({
      monthlyPrice: eur(2900),
      usdMonthlyPrice: usd(3250),
      usdYearlyPrice: usd(32000),
    });
    expect(saved.statusCode).toBe(200);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: 32000 });
    expect(await storefront()).toMatchObject({
      monthlyPrice: eur(2900),
      usdMonthlyPrice: usd(3250),
      usdYearlyPrice: usd(32000),
    });

    expect((await edit({})).statusCode).toBe(200);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: 32000 });
    expect((await edit({ usdYearlyPrice: null })).json()).toMatchObject({
      usdMonthlyPrice: usd(3250),
      usdYearlyPrice: null,
    });
  });

  it('refuse a dollar price out of bounds with their own key, naming dollars in the reader’s language', async () => {
    for (const usdMonthlyPrice of [usd(49), usd(10_000_001), usd(999.9), eur(3250)]) {
      const answer = await edit({ usdMonthlyPrice }, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'adminCatalog.usdLeasePriceInvalid' });
      expect(answer.json().message).toContain('US$0.50');
    }
    const french = await edit({ usdYearlyPrice: usd(10) });
    expect(french.json()).toMatchObject({ code: 'adminCatalog.usdLeasePriceInvalid' });
    expect(french.json().message).toContain('0,50 $US');
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250, usdYearlyPriceCents: null });
  });

  it('are the admin’s alone to set', async () => {
    const customer = (await createUser(ctx.app)).auth;
    const payload = { ...details, usdMonthlyPrice: usd(100) };
    const url = `/api/admin/products/${productId}`;
    const asCustomer = await ctx.app.inject({ method: 'PUT', url, payload, headers: customer });
    expect(asCustomer.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect(await row()).toMatchObject({ usdMonthlyPriceCents: 3250 });
  });
});

const namedDetails = (name: string) => ({
  translations: {
    fr: { name, description: 'Un indicateur.', features: [] },
    en: { name: `${name} EN`, description: 'An indicator.', features: [] },
  },
  category: 'analyse' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
});
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'fr') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin, 'accept-language': language } });
const rowOf = async (id: string) => (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('the updates plan in the back-office product form', () => {
  it('creates lifetime with every update by default, or with N months; edits it; absent leaves it', async () => {
    const created = await send('POST', '/api/admin/products', {
      ...namedDetails('Plan Par Défaut'),
      price: eur(1000),
    });
    expect(created.statusCode).toBe(201);
    const product = adminProductSchema.parse(created.json());
    expect(product.updatesMonths).toBeNull();

    const withPeriod = await send('POST', '/api/admin/products', {
      ...namedDetails('Plan Douze'),
      price: eur(1000),
      updatesMonths: 12,
    });
    expect(withPeriod.json().updatesMonths).toBe(12);

    const edited = await send('PUT', `/api/admin/products/${product._id}`, {
      ...namedDetails('Plan Par Défaut'),
      updatesMonths: 6,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().updatesMonths).toBe(6);
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    // An edit that does not name the plan (an older client, a picture reordering) keeps it.
    await send('PUT', `/api/admin/products/${product._id}`, namedDetails('Plan Par Défaut'));
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    await send('PUT', `/api/admin/products/${product._id}`, {
      ...namedDetails('Plan Par Défaut'),
      updatesMonths: null,
    });
    expect((await rowOf(product._id)).updatesMonths).toBeNull();
  });

  it.each([0, 121, 1.5, -1, '12'])(
    'refuses %j months with a translated message, and writes nothing',
    async (months) => {
      const [row] = await ctx.app.db.select().from(products).limit(1);
      const en = await send(
        'PUT',
        `/api/admin/products/${row!.id}`,
        { ...namedDetails('X'), updatesMonths: months },
        'en',
      );
      const fr = await send(
        'PUT',
        `/api/admin/products/${row!.id}`,
        { ...namedDetails('X'), updatesMonths: months },
        'fr',
      );
      expect([en.statusCode, fr.statusCode]).toEqual([400, 400]);
      expect(en.json().message).toContain('from 1 to 120');
      expect(fr.json().message).toContain('de 1 à 120');
      expect(await rowOf(row!.id)).toEqual(row);
    },
  );
});
