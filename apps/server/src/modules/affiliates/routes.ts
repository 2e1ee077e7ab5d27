import {
  affiliateApplicationSchema,
  affiliateAreaSchema,
  affiliateClickAnswerSchema,
  affiliateClickSchema,
  affiliateCommissionListSchema,
  affiliateCommissionQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { recordClick } from './clicks';
import { applyAsPartner } from './partners';
import { partnerArea, partnerCommissions } from './views';

/** Clicks one address may report: a visitor browsing stays far below, a script inflating a partner's count does not. */
export const CLICK_LIMIT_PER_IP = { max: 30, timeWindow: '1 minute' };

/**
 * The partner's own routes (docs/rules/affiliates.md): apply, their area and ledger (signed in, their own only),
 * and the click a visitor's browser reports on landing with `?ref=CODE` (anyone, rate-limited per address).
 */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.affiliateDeps;
  const security = [{ bearer: [] }];

  app.post(
    '/affiliates/application',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('affiliate-application', { max: 5, timeWindow: 3600_000 }),
      schema: {
        tags: ['affiliates'],
        summary: 'Apply to the affiliate programme; 409 affiliates.alreadyApplied or affiliates.codeTaken',
        security,
        body: affiliateApplicationSchema,
        response: { 201: affiliateAreaSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await applyAsPartner(deps.db, user.id, request.body);
      const area = await partnerArea(deps.db, user.id, {
        publicUrl: deps.config.publicUrl,
        now: await deps.clock.now(),
      });
      return reply.status(201).send(area);
    },
  );

  app.get(
    '/affiliates/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['affiliates'],
        summary: "The signed-in partner's area: status, link, coupon, clicks and commission per currency",
        security,
        response: { 200: affiliateAreaSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      partnerArea(deps.db, currentUser(request).id, {
        publicUrl: deps.config.publicUrl,
        now: await deps.clock.now(),
      }),
  );

  app.get(
    '/affiliates/commissions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['affiliates'],
        summary: "The signed-in partner's commission ledger, newest first (no buyer's data)",
        security,
        querystring: affiliateCommissionQuerySchema,
        response: { 200: affiliateCommissionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      partnerCommissions(
        deps.db,
        currentUser(request).id,
        request.query,
        request.language,
        await deps.clock.now(),
      ),
  );

  app.post(
    '/affiliates/clicks',
    {
      config: { rateLimit: CLICK_LIMIT_PER_IP },
      schema: {
        tags: ['affiliates'],
        summary:
          'A visit through a partner link: counts the click and sets the referral cookie (session-only without consent)',
        body: affiliateClickSchema,
        response: { 200: affiliateClickAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { recorded, cookie } = await recordClick(deps, request.body);
      if (cookie) reply.header('set-cookie', cookie);
      return { recorded };
    },
  );
};
