import {
  adminTrialListQuerySchema,
  adminTrialListSchema,
  adminTrialSchema,
  apiErrorSchema,
  licenceFileResponseSchema,
  trialExtendBodySchema,
  trialListSchema,
  trialParamsSchema,
  trialSchema,
  trialStartBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { adminListTrials, extendTrial } from './admin';
import { TRIAL_MAILS } from './plugin';
import { listMyTrials, startTrial, trialFileLink } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Trials started per account, whatever the IPs: probing machine ids by script is stopped. */
const TRIAL_STARTS_PER_ACCOUNT = { max: 10, timeWindow: 10 * 60_000 };

/** The buyer's free-trial routes (docs/rules/trials.md). */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trials',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('trial-start', TRIAL_STARTS_PER_ACCOUNT),
      schema: {
        tags: ['trials'],
        summary: 'Start the free trial of a product on a machine (MachineId-Name); no card',
        security: [{ bearer: [] }],
        body: trialStartBodySchema,
        response: { 201: trialSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startTrial(app.trials, currentUser(request).id, request.body, request.language)),
  );

  app.get(
    '/trials',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trials'],
        summary: "The signed-in user's trials, newest first",
        security: [{ bearer: [] }],
        response: { 200: trialListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyTrials(app.trials, currentUser(request).id, request.language),
  );

  app.get(
    '/trials/:id/file',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trials'],
        summary: "A 5-minute signed link to the trial's licence file (its owner only, while the trial runs)",
        security: [{ bearer: [] }],
        params: trialParamsSchema,
        response: { 200: licenceFileResponseSchema, ...errors },
      },
    },
    async (request) => trialFileLink(app.trials, currentUser(request).id, request.params.id),
  );
};

/** The back-office's trials: registered inside the admin routes plugin, whose onRequest hook admits admins only. */
export const adminTrialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/trials',
    {
      schema: {
        tags: ['admin'],
        summary: 'Free trials, newest first, paged (20)',
        security: [{ bearer: [] }],
        querystring: adminTrialListQuerySchema,
        response: { 200: adminTrialListSchema, ...errors },
      },
    },
    async (request) => adminListTrials(app.trials, request.query, request.language),
  );

  app.post(
    '/admin/trials/:id/extend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Extend a trial by some days; re-signs its licence file (audited trial.extend)',
        security: [{ bearer: [] }],
        params: trialParamsSchema,
        body: trialExtendBodySchema,
        response: { 200: adminTrialSchema, ...errors },
      },
    },
    async (request) => {
      const trial = await extendTrial(
        app.trials,
        actorOf(request),
        request.params.id,
        request.body,
        request.language,
      );
      // The new end may bring its reminder due now.
      app.dueWork.wake(TRIAL_MAILS);
      return trial;
    },
  );
};
