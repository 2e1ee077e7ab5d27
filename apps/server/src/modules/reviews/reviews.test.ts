import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAccount, createUser } from '../../../test/fixtures';
import {
  catalogueWithZips,
  insertOrder,
  type ProductRow,
  setOrderPaid,
} from '../../../test/helpers/downloads';
import { buyerOf, postReview } from '../../../test/helpers/reviews';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { orders } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { catalogModule } from '../catalog';
import { leasesModule } from '../leases';
import { reviewsModule } from '.';

let ctx: TestApp;
let paid: ProductRow[];
let free: ProductRow[];

beforeAll(async () => {
  // The product answers carry the reviews (catalog); a closed account's reviews stay (account closure, which
  // reports to the order lifecycle and the leases).
  ctx = await createModuleTestApp([reviewsModule, catalogModule, accountClosureModule, leasesModule], {
    MAIL_WORKER_ENABLED: 'false',
  });
  ({ paid, free } = await catalogueWithZips(ctx, 16));
});
afterAll(() => ctx.close());

const good = { stars: 4, text: 'Très bon indicateur, clair et rapide.' };
const productAnswer = async (id: string) => (await ctx.app.inject({ url: `/api/products/${id}` })).json();

describe('POST /api/products/:id/reviews: who may review', () => {
  it('answers 401 signed out', async () => {
    const answer = await postReview(ctx, paid[0]!.id, {}, good, 'en');
    expect(answer.statusCode).toBe(401);
  });

  it('answers 403 with its text to a customer who never bought the product', async () => {
    const stranger = await buyerOf(ctx, paid[1]!);
    const fr = await postReview(ctx, paid[0]!.id, stranger.auth, good, 'fr');
    expect(fr.statusCode).toBe(403);
    expect(fr.json()).toEqual({ code: 'reviews.notBuyer', message: expect.stringContaining('acheteurs') });
    const en = await postReview(ctx, paid[0]!.id, stranger.auth, good, 'en');
    expect(en.json().message).toContain('Only buyers');
  });

  it('refuses a buyer whose order is pending, unmarked, refunded or cancelled', async () => {
    const user = await createUser(ctx.app);
    const order = await insertOrder(ctx, user.user.id, [{ product: paid[0]! }], { paid: false });
    expect((await postReview(ctx, paid[0]!.id, user.auth, good)).statusCode).toBe(403);
    // The refunds work adds these statuses; until it lands the column is written directly.
    for (const status of ['refunded', 'cancelled']) {
      await ctx.app.db.execute(
        sql`update orders set status = ${status}, is_paid = false where id = ${order.id}`,
      );
      expect((await postReview(ctx, paid[0]!.id, user.auth, good)).statusCode).toBe(403);
    }
    await setOrderPaid(ctx, order.id, true);
    expect((await postReview(ctx, paid[0]!.id, user.auth, good)).statusCode).toBe(201);
  });

  it('accepts a free order, marks the review verified and shows the author as first name and initial', async () => {
    const buyer = await buyerOf(ctx, free[0]!, 'Jeanne Marie Martin');
    const answer = await postReview(ctx, free[0]!.slug, buyer.auth, good, 'en');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      author: 'Jeanne M.',
      language: 'en',
      stars: 4,
      verifiedPurchase: true,
      productId: free[0]!.id,
    });
    expect(JSON.stringify(answer.json())).not.toContain('Martin');
  });

  it('takes one review per buyer and product: the second is 409 and the edit replaces the first', async () => {
    const buyer = await buyerOf(ctx, paid[2]!);
    expect((await postReview(ctx, paid[2]!.id, buyer.auth, good)).statusCode).toBe(201);
    const again = await postReview(ctx, paid[2]!.id, buyer.auth, { ...good, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('reviews.alreadyReviewed');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${paid[2]!.id}/reviews/mine`,
      headers: { ...buyer.auth, 'accept-language': 'en' },
      payload: { stars: 2, text: 'Changed my mind after a week.' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ stars: 2, language: 'en' });
    const mine = await ctx.app.inject({
      url: `/api/products/${paid[2]!.id}/reviews/mine`,
      headers: buyer.auth,
    });
    expect(mine.json()).toMatchObject({ canReview: true, review: { stars: 2, hidden: false } });
    expect((await productAnswer(paid[2]!.id)).numReviews).toBe(1);
  });

  it('answers 404 to an edit when the buyer has no review yet, 403 to a non-buyer', async () => {
    const buyer = await buyerOf(ctx, paid[3]!);
    const url = `/api/products/${paid[3]!.id}/reviews/mine`;
    const none = await ctx.app.inject({ method: 'PUT', url, headers: buyer.auth, payload: good });
    expect(none.statusCode).toBe(404);
    const stranger = await createUser(ctx.app);
    const refused = await ctx.app.inject({ method: 'PUT', url, headers: stranger.auth, payload: good });
    expect(refused.statusCode).toBe(403);
  });
});

describe('review body limits', () => {
  it.each([
    ['0 stars', { stars: 0, text: good.text }, 'reviews.starsRange'],
    ['6 stars', { stars: 6, text: good.text }, 'reviews.starsRange'],
    ['3.5 stars', { stars: 3.5, text: good.text }, 'reviews.starsRange'],
    ['no stars', { text: good.text }, 'reviews.starsRange'],
    ['9 characters', { stars: 3, text: 'Too short' }, 'reviews.textLength'],
    ['9 characters between spaces', { stars: 3, text: `   ${'x'.repeat(9)}   ` }, 'reviews.textLength'],
    ['2001 characters', { stars: 3, text: 'x'.repeat(2001) }, 'reviews.textLength'],
  ])('refuses %s with 400', async (_label, body, code) => {
    const buyer = await buyerOf(ctx, paid[4]!);
    const answer = await postReview(ctx, paid[4]!.id, buyer.auth, body, 'en');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(code);
  });

  it('accepts exactly 10 and exactly 2000 characters, and 1 and 5 stars', async () => {
    for (const [stars, text] of [
      [1, 'x'.repeat(10)],
      [5, 'y'.repeat(2000)],
    ] as const) {
      const buyer = await buyerOf(ctx, paid[4]!);
      expect((await postReview(ctx, paid[4]!.id, buyer.auth, { stars, text })).statusCode).toBe(201);
    }
  });
});

describe('computed rating', () => {
  it('shows none for a product without reviews, never an invented figure', async () => {
    const fresh = free[1]!;
    expect(await productAnswer(fresh.id)).toMatchObject({ rating: null, numReviews: 0 });
  });

  it('changes the product answer at once when a review is written (cache invalidated by the trigger)', async () => {
    const product = paid.at(-1)!;
    const before = await ctx.app.inject({ url: `/api/products/${product.id}` });
    expect(before.json()).toMatchObject({ rating: null, numReviews: 0 });
    const etag = before.headers.etag as string;
    const first = await buyerOf(ctx, product);
    const second = await buyerOf(ctx, product);
    await postReview(ctx, product.id, first.auth, { stars: 5, text: 'Excellent, je recommande.' });
    await postReview(ctx, product.id, second.auth, { stars: 4, text: 'Good value for the price.' }, 'en');
    const after = await ctx.app.inject({
      url: `/api/products/${product.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ rating: 4.5, numReviews: 2 });
    const list = await ctx.app.inject({ url: '/api/products?sort=rating_desc' });
    expect(list.json()[0]._id).toBe(product.id);
  });

  it('lists visible reviews newest first, in the reader language unless both are asked', async () => {
    const product = paid.at(-1)!;
    const fr = await ctx.app.inject({ url: `/api/products/${product.id}/reviews?lang=fr` });
    expect(fr.json().reviews.map((review: { stars: number }) => review.stars)).toEqual([5]);
    const both = await ctx.app.inject({
      url: `/api/products/${product.id}/reviews?lang=fr&otherLanguage=true`,
    });
    expect(both.json().reviews.map((review: { stars: number }) => review.stars)).toEqual([4, 5]);
    expect(both.json().pagination).toMatchObject({ totalItems: 2, current: 1 });
    const paged = await ctx.app.inject({
      url: `/api/products/${product.id}/reviews?otherLanguage=true&limit=1&page=2`,
    });
    expect(paged.json().reviews.map((review: { stars: number }) => review.stars)).toEqual([5]);
  });

  it('answers 404 for the reviews of an unknown product', async () => {
    const answer = await ctx.app.inject({ url: '/api/products/no-such-product/reviews' });
    expect(answer.statusCode).toBe(404);
  });

  it('keeps a buyer whose order no longer counts from editing their review', async () => {
    const product = paid[0]!;
    const buyer = await buyerOf(ctx, product);
    await postReview(ctx, product.id, buyer.auth, good);
    await ctx.app.db
      .update(orders)
      .set({ status: 'failed', isPaid: false })
      .where(eq(orders.id, buyer.order.id));
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/reviews/mine`,
      headers: buyer.auth,
      payload: good,
    });
    expect(edit.statusCode).toBe(403);
  });

  it('takes the reviews of a closed account away with it', async () => {
    const product = free[1]!;
    const buyer = await buyerOf(ctx, product);
    await postReview(ctx, product.id, buyer.auth, good);
    expect((await productAnswer(product.id)).numReviews).toBe(1);
    await closeAccount(ctx.app, buyer);
    expect(await productAnswer(product.id)).toMatchObject({ rating: null, numReviews: 0 });
  });
});
