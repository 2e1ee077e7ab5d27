import { productSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { findProduct } from '../catalog';
import { productHead } from './product-head';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

async function jsonLdOffer(slug: string, language: 'fr' | 'en') {
  const lookup = await findProduct(ctx.app.db, slug);
  if (lookup.kind !== 'found') throw new Error(`no ${slug}`);
  const head = productHead(lookup.product, language, ctx.config, await ctx.app.sellerIdentity.current());
  // What the page embeds must survive JSON as it is: valid JSON-LD, with the Offer's description.
  const data = JSON.parse(JSON.stringify(head.structuredData![0])) as { offers: Record<string, unknown> };
  return data.offers;
}

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
