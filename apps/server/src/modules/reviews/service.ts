import type {
  MyReview,
  Review,
  ReviewBody,
  ReviewHighlight,
  ReviewList,
  ReviewListQuery,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { products, reviews, users } from '../../lib/db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { findProduct } from '../catalog';
import type { LeaseTerms } from '../entitlements';
import { authorLabel } from './author';
import { isVerifiedBuyer } from './eligibility';

export type ReviewRow = typeof reviews.$inferSelect;
const HIGHLIGHTS = 3;

export function toReviewDto(row: ReviewRow, authorName: string): Review {
  return {
    _id: row.id,
    productId: row.productId,
    author: authorLabel(authorName),
    language: row.language,
    stars: row.stars,
    text: row.text,
    verifiedPurchase: true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The product a review route names (id, slug or a legacy slug), or 404. */
export async function reviewedProduct(db: Executor, idOrSlug: string) {
  let lookup = await findProduct(db, idOrSlug);
  if (lookup.kind === 'moved') lookup = await findProduct(db, lookup.slug);
  if (lookup.kind !== 'found') throw notFound('productNotFound');
  return lookup.product;
}

/** The visible reviews of a product, newest first, in one language or both. */
export async function listReviews(
  db: Executor,
  productId: string,
  query: ReviewListQuery,
  language: Language,
): Promise<ReviewList> {
  const conditions: SQL[] = [eq(reviews.productId, productId), isNull(reviews.hiddenAt)];
  // `language` is the request's, `?lang` already counted in it (lib/http/language.ts).
  if (query.otherLanguage !== 'true') conditions.push(eq(reviews.language, language));
  const where = and(...conditions);
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return {
    reviews: rows.map((row) => toReviewDto(row.review, row.name)),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}

async function ownReview(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row;
}

/** The reader's own review of the product (hidden or not) and whether they may write one. */
export async function myReview(
  db: Executor,
  user: { id: string; name: string },
  productId: string,
  leaseTerms: LeaseTerms,
): Promise<MyReview> {
  const [row, canReview] = await Promise.all([
    ownReview(db, user.id, productId),
    isVerifiedBuyer(db, user.id, productId, leaseTerms),
  ]);
  return {
    review: row
      ? { ...toReviewDto(row, user.name), hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason }
      : null,
    canReview,
  };
}

/** A review written by `user` about a product, in the request's language. */
export interface ReviewWrite {
  user: { id: string; name: string };
  productId: string;
  body: ReviewBody;
  language: Language;
  /** Whether a lease entitles its holder now (docs/rules/leases.md). */
  leaseTerms: LeaseTerms;
}

async function assertVerifiedBuyer(
  db: Executor,
  { user, productId, leaseTerms }: ReviewWrite,
): Promise<void> {
  if (!(await isVerifiedBuyer(db, user.id, productId, leaseTerms))) throw forbidden('reviews.notBuyer');
}

/** A verified buyer's first review of a product: 403 otherwise, 409 if they already wrote one. */
export async function createReview(db: Executor, write: ReviewWrite): Promise<Review> {
  await assertVerifiedBuyer(db, write);
  const { user, productId, body, language } = write;
  // The unique (user, product) index settles two concurrent first reviews: the second inserts nothing.
  const [row] = await db
    .insert(reviews)
    .values({ productId, userId: user.id, language, stars: body.stars, text: body.text })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('reviews.alreadyReviewed');
  return toReviewDto(row, user.name);
}

/**
 * The author's edit of their review, while they still qualify as a buyer. A hidden review stays hidden:
 * only an admin shows it again.
 */
export async function updateReview(db: Executor, write: ReviewWrite): Promise<Review> {
  await assertVerifiedBuyer(db, write);
  const { user, productId, body, language } = write;
  const [row] = await db
    .update(reviews)
    .set({ stars: body.stars, text: body.text, language })
    .where(and(eq(reviews.userId, user.id), eq(reviews.productId, productId)))
    .returning();
  if (!row) throw notFound('reviews.reviewNotFound');
  return toReviewDto(row, user.name);
}

/** The home page's testimonials: the best rated visible reviews, the reader's language first, newest first. */
export async function reviewHighlights(db: Executor, language: Language): Promise<ReviewHighlight[]> {
  const rows = await db
    .select({ review: reviews, name: users.name, product: products })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(isNull(reviews.hiddenAt))
    .orderBy(
      desc(reviews.stars),
      desc(sql`${reviews.language} = ${language}`),
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(HIGHLIGHTS);
  return rows.map((row) => ({
    ...toReviewDto(row.review, row.name),
    productName: localized(row.product, 'name', language),
    productSlug: row.product.slug,
  }));
}
