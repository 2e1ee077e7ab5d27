import { productSchema } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { products } from '../../lib/db/schema';
import { findProduct, toProductDto, withBundleContents } from '../catalog';
import { productHead } from './product-head';

/**
 * The product answer and the page head built by the catalogue's and the SEO's services on a database copy,
 * without the app: how the route serves and caches the answer is the catalogue's route test.
 */
const world = useModuleWorld();

async function found(slug: string) {
  const lookup = await findProduct(world().db, slug);
  if (lookup.kind !== 'found') throw new Error(`no ${slug}`);
  return lookup.product;
}

const productAnswer = async (slug: string, language: Language) =>
  productSchema.parse(
    await withBundleContents(world().db, toProductDto(await found(slug), language), language),
  );

async function jsonLdOffer(slug: string, language: Language) {
  const head = productHead(await found(slug), language, world().config, await world().seller.current());
  // What the page embeds must survive JSON as it is: valid JSON-LD, with the Offer's description.
  const data = JSON.parse(JSON.stringify(head.structuredData![0])) as { offers: Record<string, unknown> };
  return data.offers;
}

describe('the updates plan on the storefront', () => {
  it('is in the product answer, and in the JSON-LD Offer in each language', async () => {
    const [row] = await world().db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    await world().db.update(products).set({ updatesMonths: 12 }).where(eq(products.id, row!.id));
    expect((await productAnswer('vwap-premium', 'fr')).updatesMonths).toBe(12);
    expect(await jsonLdOffer('vwap-premium', 'fr')).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      description: 'Mises à jour pendant 12 mois',
    });
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Updates for 12 months');
    await world().db.update(products).set({ updatesMonths: 1 }).where(eq(products.id, row!.id));
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Updates for 1 month');
    await world().db.update(products).set({ updatesMonths: null }).where(eq(products.id, row!.id));
    expect((await jsonLdOffer('vwap-premium', 'en')).description).toBe('Lifetime updates');
    expect((await jsonLdOffer('vwap-premium', 'fr')).description).toBe('Mises à jour à vie');
  });
});
