import {
  apiErrorSchema,
  deviceAuthorizationSchema,
  deviceCodeBodySchema,
  deviceCodeResponseSchema,
  deviceDecisionBodySchema,
  deviceDecisionResponseSchema,
  deviceLookupQuerySchema,
  deviceTokenBodySchema,
  deviceTokenErrorSchema,
  deviceTokenResponseSchema,
  machineParamsSchema,
  myMachinesResponseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../lib/auth/plugin';
import { errorResponses } from '../../../lib/http/error-responses';
import { translate } from '../../../lib/i18n';
import { actorOf } from '../../audit';
import { decideAuthorization, releaseMachine } from './activations';
import {
  DeviceTokenRefusal,
  describeAuthorization,
  pollDeviceToken,
  startDeviceAuthorization,
} from './authorizations';
import { listMyMachines } from './machines';

/** An indicator asks for a code once per sign-in; a script minting codes is stopped per address. */
export const DEVICE_CODES_PER_IP = { max: 10, timeWindow: '1 minute' };
/** Polls every 5 s are 12 a minute; room for a few machines behind one address, not for a flood. */
export const DEVICE_POLLS_PER_IP = { max: 60, timeWindow: '1 minute' };
/** Codes a buyer may look up or decide on: a person types a handful, a guesser thousands (RFC 8628 §5.1). */
export const DEVICE_CODE_ENTRIES_PER_ACCOUNT = { max: 20, timeWindow: 10 * 60_000 };

/** Sign in from the indicator (RFC 8628, docs/rules/seats.md) and the buyer's machines. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409, 429);
  const entries = app.accountRateLimit.perUser('device-code-entry', DEVICE_CODE_ENTRIES_PER_ACCOUNT);

  // RFC 8628's client posts form-encoded (RFC 6749 §4.1.3); JSON is accepted too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/device/code',
    {
      config: { rateLimit: DEVICE_CODES_PER_IP },
      schema: {
        tags: ['devices'],
        summary:
          "An indicator's sign-in starts: a device code, the user code and where to type it (RFC 8628 §3.2)",
        body: deviceCodeBodySchema,
        response: { 200: deviceCodeResponseSchema, ...errors },
      },
    },
    async (request) => startDeviceAuthorization(app.licences, request.body),
  );

  app.post(
    '/device/token',
    {
      config: { rateLimit: DEVICE_POLLS_PER_IP },
      schema: {
        tags: ['devices'],
        summary: "The indicator's poll: the seat's signed licence file once approved (RFC 8628 §3.4–3.5)",
        description:
          'Refusals answer 400 with RFC 8628 `error` (authorization_pending, slow_down, access_denied, expired_token, invalid_grant) beside the translated `code` and `message`.',
        body: deviceTokenBodySchema,
        response: {
          200: deviceTokenResponseSchema,
          400: deviceTokenErrorSchema.or(apiErrorSchema),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await pollDeviceToken(app.licences, request.body.device_code, request.language);
      } catch (error) {
        if (!(error instanceof DeviceTokenRefusal)) throw error;
        const message = translate(request.language, error.code, error.params);
        // RFC 6749 §5.2: an error answer is never cached.
        reply.header('cache-control', 'no-store');
        return reply.status(400).send({
          error: error.error,
          error_description: message,
          code: error.code,
          message,
          ...(error.interval ? { interval: error.interval } : {}),
        });
      }
    },
  );

  app.get(
    '/device/authorization',
    {
      onRequest: app.authenticate,
      preHandler: entries,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['devices'],
        summary: 'What a pending code would activate: the machine, the product, NinjaTrader version',
        security: [{ bearer: [] }],
        querystring: deviceLookupQuerySchema,
        response: { 200: deviceAuthorizationSchema, ...errors },
      },
    },
    async (request) => describeAuthorization(app.licences, request.query.userCode, request.language),
  );

  for (const decision of ['approve', 'deny'] as const) {
    app.post(
      `/device/${decision}`,
      {
        onRequest: app.authenticate,
        preHandler: entries,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['devices'],
          summary:
            decision === 'approve'
              ? "Approve a code from the signed-in buyer's session: the machine takes a place of their seats"
              : 'Deny a code: the indicator is told access_denied',
          security: [{ bearer: [] }],
          body: deviceDecisionBodySchema,
          response: { 200: deviceDecisionResponseSchema, ...errors },
        },
      },
      async (request) =>
        decideAuthorization(
          app.licences,
          actorOf(request),
          request.body.userCode,
          decision,
          request.language,
        ),
    );
  }

  app.get(
    '/device/machines',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['devices'],
        summary: "The signed-in buyer's machines per product, both kinds, with their seats",
        security: [{ bearer: [] }],
        response: { 200: myMachinesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyMachines(app.licences, currentUser(request).id, request.language),
  );

  app.delete(
    '/device/machines/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['devices'],
        summary: 'Free one of the buyer’s machines signed in from the indicator',
        security: [{ bearer: [] }],
        params: machineParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const holderId = currentUser(request).id;
      await releaseMachine(app.licences, actorOf(request), { id: request.params.id, holderId, by: 'buyer' });
      return reply.status(204).send(null);
    },
  );
};
