import {
  apiErrorSchema,
  myReviewSchema,
  productParamsSchema,
  type ReviewBody,
  reviewBodySchema,
  reviewHighlightListSchema,
  reviewHighlightsQuerySchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { sendCachedAnswer } from '../catalog';
import {
  createReview,
  listReviews,
  myReview,
  reviewedProduct,
  reviewHighlights,
  updateReview,
} from './service';

const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Verified-buyer reviews of a product (docs/rules/reviews.md); moderation is in admin-routes.ts. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaseTermsNow = async () => ({
    graceDays: app.config.leaseGraceDays,
    now: await app.leaseClock.now(),
  });
  const reviewWrite = async (request: FastifyRequest & { params: { id: string }; body: ReviewBody }) => ({
    user: currentUser(request),
    productId: (await reviewedProduct(app.db, request.params.id)).id,
    body: request.body,
    language: request.language,
    leaseTerms: await leaseTermsNow(),
  });

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's visible reviews, newest first, in one language (or both with otherLanguage=true)",
        params: productParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const product = await reviewedProduct(app.db, request.params.id);
      return listReviews(app.db, product.id, request.query, request.language);
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in reader's own review of the product, and whether they may write one",
        security: [{ bearer: [] }],
        params: productParamsSchema,
        response: { 200: myReviewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const product = await reviewedProduct(app.db, request.params.id);
      return myReview(app.db, currentUser(request), product.id, await leaseTermsNow());
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'A verified buyer reviews the product once (1–5 stars, 10–2000 characters, their language)',
        security: [{ bearer: [] }],
        params: productParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewSchema, ...writeErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const review = await createReview(app.db, await reviewWrite(request));
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'The author edits their review of the product (while still a verified buyer)',
        security: [{ bearer: [] }],
        params: productParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewSchema, ...writeErrors },
      },
    },
    async (request) => {
      return updateReview(app.db, await reviewWrite(request));
    },
  );

  app.get(
    '/reviews/highlights',
    {
      schema: {
        tags: ['reviews'],
        summary: "The home page's testimonials: the best rated visible reviews, newest first",
        querystring: reviewHighlightsQuerySchema,
        response: { 200: reviewHighlightListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // `?lang` is one of the sources the request's language was resolved from (lib/http/language.ts).
      const { language } = request;
      // In the catalogue's cache: review writes move its version (a trigger on reviews), so they show at once.
      const answer = await app.catalogueCache.answer(`highlights:${language}`, async () =>
        JSON.stringify(await reviewHighlights(app.db, language)),
      );
      return sendCachedAnswer(request, reply, answer!);
    },
  );
};
