import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewSchema,
  apiErrorSchema,
  reviewParamsSchema,
  reviewVisibilitySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit';
import { listAdminReviews, type ReviewModerationDeps, setReviewVisibility } from './admin-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Review moderation, registered inside the back-office (its admin check runs first). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation: ReviewModerationDeps = { db: app.db, mail: app.mail, seller: app.sellerIdentity };
  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews, newest first, optionally only hidden (hidden=true) or visible ones (20 a page)',
        security: [{ bearer: [] }],
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema, ...errors },
      },
    },
    async (request) => listAdminReviews(app.db, request.query, request.language),
  );

  app.put(
    '/admin/reviews/:id/visibility',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review with a reason (the author is told why by e-mail) or show it again',
        security: [{ bearer: [] }],
        params: reviewParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: adminReviewSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      setReviewVisibility(moderation, actorOf(request), request.params.id, request.body, request.language),
  );
};
