import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerOf, postReview } from '../../../test/helpers/reviews';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findProduct } from '../catalog';
import { productHead } from './product-head';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
});
afterAll(() => ctx.close());

async function jsonLdOf(slug: string) {
  const lookup = await findProduct(ctx.app.db, slug);
  if (lookup.kind !== 'found') throw new Error(`no ${slug}`);
  return productHead(lookup.product, 'en', ctx.config, await ctx.app.sellerIdentity.current())
    .structuredData![0] as Record<string, unknown>;
}

describe('AggregateRating in the product JSON-LD', () => {
  it('is absent without reviews, then carries the visible reviews’ average and count', async () => {
    expect(await jsonLdOf('trading-sessions')).not.toHaveProperty('aggregateRating');
    const lookup = await findProduct(ctx.app.db, 'trading-sessions');
    if (lookup.kind !== 'found') throw new Error('no product');
    for (const stars of [5, 4, 4]) {
      const buyer = await buyerOf(ctx, lookup.product);
      await postReview(ctx, lookup.product.id, buyer.auth, { stars, text: 'Does what it says.' }, 'en');
    }
    expect((await jsonLdOf('trading-sessions')).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
