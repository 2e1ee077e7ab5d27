import { type Money, money, priceHistorySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';
import { catalogModule } from '..';

/** The dollar price of docs/rules/currencies.md: set in the product form, kept in the price history. */
let ctx: TestApp;
let admin: { authorization: string };
let productId: string;

beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule], { MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'enhanced-session-levels'));
  productId = row!.id;
});
afterAll(() => ctx.close());

const details = {
  translations: {
    fr: { name: 'Niveaux de session', description: 'Des niveaux.', features: ['Sessions'] },
    en: { name: 'Session levels', description: 'Levels.', features: ['Sessions'] },
  },
  category: 'niveaux' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 100,
};
const usd = (amount: number) => money(amount, 'usd');
const edit = (payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    payload: { ...details, ...payload },
    headers: admin,
  });
const storefront = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json() as {
    usdPrice: Money | null;
  };
const history = async () =>
  priceHistorySchema.parse(
    (await ctx.app.inject({ url: `/api/admin/products/${productId}/price-history`, headers: admin })).json(),
  ).history;

describe('a product’s dollar price', () => {
  it('is set and taken away by the admin, shown by the storefront, each change in the history with its currency', async () => {
    expect(await storefront()).toMatchObject({ usdPrice: null });
    expect((await edit({ usdPrice: usd(8450) })).statusCode).toBe(200);
    expect(await storefront()).toMatchObject({ usdPrice: usd(8450) });
    expect((await edit({})).statusCode).toBe(200);
    expect(await storefront()).toMatchObject({ usdPrice: usd(8450) });
    expect((await edit({ usdPrice: usd(8900) })).statusCode).toBe(200);
    expect((await edit({ usdPrice: null })).statusCode).toBe(200);
    expect(await storefront()).toMatchObject({ usdPrice: null });
    // Newest first; the euro price never moved.
    expect(
      (await history()).map(({ currency, oldPrice, newPrice }) => ({ currency, oldPrice, newPrice })),
    ).toEqual([
      { currency: 'usd', oldPrice: usd(8900), newPrice: null },
      { currency: 'usd', oldPrice: usd(8450), newPrice: usd(8900) },
      { currency: 'usd', oldPrice: null, newPrice: usd(8450) },
    ]);
    const euro = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/price`,
      payload: { price: money(8100, 'eur'), reason: 'Promo' },
      headers: admin,
    });
    expect(euro.statusCode).toBe(200);
    expect((await history())[0]).toMatchObject({ currency: 'eur', newPrice: money(8100, 'eur') });
  });

  it('refuses a negative dollar price, a bare number and euros in the dollar field', async () => {
    for (const usdPrice of [usd(-100), 84.5, money(8450, 'eur')]) {
      const refused = await edit({ usdPrice });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toMatch(/^body\.usdPrice/);
    }
    expect(await storefront()).toMatchObject({ usdPrice: null });
  });
});
