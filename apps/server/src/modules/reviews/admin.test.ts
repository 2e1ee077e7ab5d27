import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { catalogueWithZips, type ProductRow } from '../../../test/helpers/downloads';
import { buyerOf, postReview } from '../../../test/helpers/reviews';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, mailQueue } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { sellerIdentityModule } from '../seller-identity';
import { reviewsModule } from '.';

/** The reviews, the product answers they show in (catalog), and the seller's identity in the author's e-mail. */
const composed = [reviewsModule, catalogModule, sellerIdentityModule];

let ctx: TestApp;
let product: ProductRow;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  product = (await catalogueWithZips(ctx, 16)).paid[0]!;
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

const setVisibility = (id: string, payload: unknown, auth = admin.auth) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/reviews/${id}/visibility`,
    headers: { ...auth, 'accept-language': 'en' },
    payload: payload as object,
  });

async function review(stars: number, language = 'fr') {
  const buyer = await buyerOf(ctx, product);
  const answer = await postReview(
    ctx,
    product.id,
    buyer.auth,
    { stars, text: 'Un avis de test honnête.' },
    language,
  );
  expect(answer.statusCode).toBe(201);
  return { buyer, id: answer.json()._id as string };
}

const rating = async () => {
  const body = (await ctx.app.inject({ url: `/api/products/${product.id}` })).json();
  return { rating: body.rating, numReviews: body.numReviews };
};

describe('PUT /api/admin/reviews/:id/visibility', () => {
  it('leaves a hidden review out of the average, the count, the list and the highlights, then back in', async () => {
    const kept = await review(4);
    const hidden = await review(1, 'en');
    expect(await rating()).toEqual({ rating: 2.5, numReviews: 2 });

    const answer = await setVisibility(hidden.id, {
      hidden: true,
      reason: 'Off-topic: about another product.',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ hidden: true, hiddenReason: 'Off-topic: about another product.' });
    expect(await rating()).toEqual({ rating: 4, numReviews: 1 });
    const list = await ctx.app.inject({ url: `/api/products/${product.id}/reviews?otherLanguage=true` });
    expect(list.json().reviews.map((row: { _id: string }) => row._id)).toEqual([kept.id]);
    const highlights = await ctx.app.inject({ url: '/api/reviews/highlights?lang=en' });
    expect(highlights.json().map((row: { _id: string }) => row._id)).not.toContain(hidden.id);
    const mine = await ctx.app.inject({
      url: `/api/products/${product.id}/reviews/mine`,
      headers: hidden.buyer.auth,
    });
    expect(mine.json().review).toMatchObject({
      hidden: true,
      hiddenReason: 'Off-topic: about another product.',
    });

    expect((await setVisibility(hidden.id, { hidden: false })).json()).toMatchObject({ hidden: false });
    expect(await rating()).toEqual({ rating: 2.5, numReviews: 2 });
  });

  it('tells the author why by e-mail, in their language, and records the change in the audit log', async () => {
    const { buyer, id } = await review(2);
    expect((await setVisibility(id, { hidden: true, reason: 'Contient des insultes.' })).statusCode).toBe(
      200,
    );
    const mails = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, buyer.user.email), eq(mailQueue.template, 'review-hidden')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre avis sur ${product.nameFr} a été masqué`);
    expect(mails[0]!.textBody).toContain('Contient des insultes.');
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `review:${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['review.hide']);
  });

  it('requires a reason to hide, and answers 404 for an unknown review', async () => {
    const { id } = await review(3);
    const noReason = await setVisibility(id, { hidden: true, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('reviews.hideReasonRequired');
    expect((await setVisibility(id, { hidden: true })).statusCode).toBe(400);
    const unknown = await setVisibility('01900000-0000-7000-8000-000000000000', { hidden: false });
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused to a customer, even the author, and to a visitor', async () => {
    const { buyer, id } = await review(5);
    expect((await setVisibility(id, { hidden: false }, buyer.auth)).statusCode).toBe(403);
    expect((await setVisibility(id, { hidden: false }, {} as typeof admin.auth)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its author, and filters the hidden ones', async () => {
    const all = await ctx.app.inject({ url: '/api/admin/reviews?limit=100', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const rows = all.json().reviews as { createdAt: string; authorEmail: string; hidden: boolean }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.createdAt)).toEqual(
      rows
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
    expect(rows[0]!.authorEmail).toContain('@example.test');
    const hidden = await ctx.app.inject({ url: '/api/admin/reviews?hidden=true', headers: admin.auth });
    expect(hidden.json().reviews.length).toBeGreaterThan(0);
    expect(hidden.json().reviews.every((row: { hidden: boolean }) => row.hidden)).toBe(true);
  });
});
