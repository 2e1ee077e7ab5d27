import { languageSchema } from '@shop/i18n/language-schema';
import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { pageQuerySchema, paginationSchema } from './common';
import { REVIEW_TEXT_MAX } from './review-limits';

/**
 * Verified-buyer reviews (docs/rules/reviews.md). Messages are keys of the errors namespace (`reviews.*`):
 * the API answers them as `code`, and the review form translates the same keys.
 */
export const REVIEW_TEXT_MIN = 10;
export const HIDE_REASON_MAX = 500;

export const reviewStarsSchema = z
  .number('reviews.starsRange')
  .int('reviews.starsRange')
  .min(1, 'reviews.starsRange')
  .max(5, 'reviews.starsRange');

/** POST /api/products/:id/reviews and PUT …/reviews/mine. The review is in the request's language. */
export const reviewBodySchema = z
  .object({
    stars: reviewStarsSchema,
    text: z
      .string('reviews.textLength')
      .trim()
      .min(REVIEW_TEXT_MIN, 'reviews.textLength')
      .max(REVIEW_TEXT_MAX, 'reviews.textLength'),
  })
  .strict();
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** A review as the storefront shows it: the author as first name and initial, never the full name. */
export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  author: z.string(),
  language: languageSchema,
  stars: z.number().int(),
  text: z.string(),
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** ?lang picks the reviews' language (the reader's by default); `otherLanguage=true` mixes in the other one, newest first. */
export const reviewListQuerySchema = pageQuerySchema
  .extend({
    limit: z.coerce.number().int().min(1).max(50).default(10),
    lang: languageSchema.optional(),
    otherLanguage: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The signed-in reader's own review of a product, with its moderation state, or null. */
export const myReviewSchema = z.object({
  review: reviewSchema.extend({ hidden: z.boolean(), hiddenReason: z.string().nullable() }).nullable(),
  canReview: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/highlights: the home page's testimonials, best rated then newest, visible only. */
export const reviewHighlightsQuerySchema = z.object({ lang: languageSchema.optional() }).strict();
export const reviewHighlightSchema = reviewSchema.extend({
  productName: z.string(),
  productSlug: z.string(),
});
export type ReviewHighlight = z.infer<typeof reviewHighlightSchema>;
export const reviewHighlightListSchema = z.array(reviewHighlightSchema);

export const reviewParamsSchema = z.object({ id: z.uuid() });

export const adminReviewListQuerySchema = adminPageQuerySchema.extend({
  hidden: z.enum(['true', 'false']).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

/** A review as the back-office sees it: the author's full name and e-mail, and the moderation record. */
export const adminReviewSchema = reviewSchema.extend({
  authorName: z.string(),
  authorEmail: z.string(),
  productName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  pagination: paginationSchema,
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** PUT /api/admin/reviews/:id/visibility: hiding needs a reason, which the author receives by e-mail. */
export const reviewVisibilitySchema = z.discriminatedUnion('hidden', [
  z
    .object({
      hidden: z.literal(true),
      reason: z
        .string('reviews.hideReasonRequired')
        .trim()
        .min(1, 'reviews.hideReasonRequired')
        .max(HIDE_REASON_MAX, 'reviews.hideReasonRequired'),
    })
    .strict(),
  z.object({ hidden: z.literal(false) }).strict(),
]);
export type ReviewVisibility = z.infer<typeof reviewVisibilitySchema>;
