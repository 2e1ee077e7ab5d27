import { adminProductSchema, productSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { findProduct } from '../catalog';
import { productHead } from '../seo/product-head';

let ctx: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

const details = (name: string) => ({
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

async function jsonLdOffer(slug: string, language: 'fr' | 'en') {
  const lookup = await findProduct(ctx.app.db, slug);
  if (lookup.kind !== 'found') throw new Error(`no ${slug}`);
  const head = productHead(lookup.product, language, ctx.config, await ctx.app.sellerIdentity.current());
  // What the page embeds must survive JSON as it is: valid JSON-LD, with the Offer's description.
  const data = JSON.parse(JSON.stringify(head.structuredData![0])) as { offers: Record<string, unknown> };
  return data.offers;
}

describe('the updates plan in the back-office product form', () => {
  it('creates lifetime with every update by default, or with N months; edits it; absent leaves it', async () => {
    const created = await send('POST', '/api/admin/products', { ...details('Plan Par Défaut'), price: 10 });
    expect(created.statusCode).toBe(201);
    const product = adminProductSchema.parse(created.json());
    expect(product.updatesMonths).toBeNull();

    const withPeriod = await send('POST', '/api/admin/products', {
      ...details('Plan Douze'),
      price: 10,
      updatesMonths: 12,
    });
    expect(withPeriod.json().updatesMonths).toBe(12);

    const edited = await send('PUT', `/api/admin/products/${product._id}`, {
      ...details('Plan Par Défaut'),
      updatesMonths: 6,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().updatesMonths).toBe(6);
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    // An edit that does not name the plan (an older client, a picture reordering) keeps it.
    await send('PUT', `/api/admin/products/${product._id}`, details('Plan Par Défaut'));
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    await send('PUT', `/api/admin/products/${product._id}`, {
      ...details('Plan Par Défaut'),
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
        { ...details('X'), updatesMonths: months },
        'en',
      );
      const fr = await send(
        'PUT',
        `/api/admin/products/${row!.id}`,
        { ...details('X'), updatesMonths: months },
        'fr',
      );
      expect([en.statusCode, fr.statusCode]).toEqual([400, 400]);
      expect(en.json().message).toContain('from 1 to 120');
      expect(fr.json().message).toContain('de 1 à 120');
      expect(await rowOf(row!.id)).toEqual(row);
    },
  );
});

describe('the updates plan on the storefront', () => {
  it('is in the product answer, and in the JSON-LD Offer in each language', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    await ctx.app.db.update(products).set({ updatesMonths: 12 }).where(eq(products.id, row!.id));
    const answer = productSchema.parse((await ctx.app.inject({ url: '/api/products/vwap-premium' })).json());
    expect(answer.updatesMonths).toBe(12);
    expect(await jsonLdOffer('vwap-premium', 'fr')).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      description: 'Mises à jour pendant 12 mois',
    });
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Updates for 12 months');
    await ctx.app.db.update(products).set({ updatesMonths: 1 }).where(eq(products.id, row!.id));
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Updates for 1 month');
    await ctx.app.db.update(products).set({ updatesMonths: null }).where(eq(products.id, row!.id));
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Lifetime updates');
    expect((await jsonLdOffer('vwap-premium', 'fr')).description).toBe('Mises à jour à vie');
  });
});
