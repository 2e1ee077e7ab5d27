import { describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { reviews } from '../../lib/db/schema';
import { findProduct } from '../catalog';
import { productHead } from './product-head';

/** The product head built from the catalogue's rated row on a real database, without an app. */
const world = useModuleWorld();

async function ratedProduct(slug: string) {
  const lookup = await findProduct(world().db, slug);
  if (lookup.kind !== 'found') throw new Error(`no ${slug}`);
  return lookup.product;
}

async function jsonLdOf(slug: string) {
  const head = productHead(await ratedProduct(slug), 'en', world().config, await world().seller.current());
  return head.structuredData![0] as Record<string, unknown>;
}

describe('AggregateRating in the product JSON-LD', () => {
  it('is absent without reviews, then carries the visible reviews’ average and count', async () => {
    expect(await jsonLdOf('trading-sessions')).not.toHaveProperty('aggregateRating');
    const product = await ratedProduct('trading-sessions');
    const review = async (stars: number, hiddenAt: Date | null = null) =>
      world()
        .db.insert(reviews)
        .values({
          productId: product.id,
          userId: (await insertUser(world().db)).id,
          language: 'en',
          stars,
          text: 'Does what it says.',
          hiddenAt,
          hiddenReason: hiddenAt ? 'Off topic' : null,
        });
    for (const stars of [5, 4, 4]) await review(stars);
    // A review the shop hid counts nowhere.
    await review(1, new Date());
    expect((await jsonLdOf('trading-sessions')).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
