import {
  apiErrorSchema,
  licenceFileResponseSchema,
  licenceKeepBodySchema,
  licenceParamsSchema,
  licencePublicKeySchema,
  licenceRefreshBodySchema,
  licenceRefreshResponseSchema,
  licenceRequestBodySchema,
  licenceRequestListSchema,
  licenceRequestSchema,
  licenceValidateBodySchema,
  licenceValidateResponseSchema,
  revocationListResponseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { errorResponses } from '../../lib/http/error-responses';
import { keepLicence } from './keep';
import { refreshLicence } from './refresh';
import { revocationList } from './revocation';
import { licenceFileLink, listMyLicences, requestLicence } from './service';
import { countsAgainstLicence, presentedLicenceKey, validateLicence } from './validate';

/** The error answers the licence routes document (every one `{ code, message }`). */
export const licenceErrorResponses = errorResponses(400, 401, 403, 404, 409, 429);

/** Licence requests per account, whatever the IPs: a licence sharer scripting machine ids is stopped. */
export const LICENCE_REQUESTS_PER_ACCOUNT = { max: 20, timeWindow: 10 * 60_000 };

/** Refreshes per IP: an indicator asks about once per validity period; a script guessing files is stopped. */
export const LICENCE_REFRESH_PER_IP = { max: 30, timeWindow: '1 minute' };

/** Check-ins per licence, whatever the IPs: an indicator checks once per session, a shared file is stopped. */
export const LICENCE_VALIDATE_PER_LICENCE = { max: 20, timeWindow: 60 * 60_000 };

/** A licence file is a few hundred bytes; anything much larger is not one. */
const LICENCE_FILE_MAX_BYTES = 8 * 1024;

/** The buyer's licence routes (docs/rules/licences.md) and the public key that verifies licence files. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = licenceErrorResponses;

  app.post(
    '/license/request',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('licence-request', LICENCE_REQUESTS_PER_ACCOUNT),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['licences'],
        summary: 'Request a licence for a machine (MachineId-Name), or move one (replacesId)',
        security: [{ bearer: [] }],
        body: licenceRequestBodySchema,
        response: { 201: licenceRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestLicence(app.licences, currentUser(request), request.body, request.language)),
  );

  app.get(
    '/license/my-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['licences'],
        summary: "The signed-in user's licence requests, newest first",
        security: [{ bearer: [] }],
        response: { 200: licenceRequestListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyLicences(app.licences, currentUser(request).id, request.language),
  );

  app.get(
    '/license/requests/:id/file',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['licences'],
        summary: 'A 5-minute signed link to a live licence file (its owner or an admin)',
        security: [{ bearer: [] }],
        params: licenceParamsSchema,
        response: { 200: licenceFileResponseSchema, ...errors },
      },
    },
    async (request) => licenceFileLink(app.licences, currentUser(request), request.params.id),
  );

  app.post(
    '/licences/:id/keep',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['licences'],
        summary:
          'Keep a licence a partial refund revoked by default, releasing another licence of the same line',
        security: [{ bearer: [] }],
        params: licenceParamsSchema,
        body: licenceKeepBodySchema,
        response: { 200: licenceRequestSchema, ...errors },
      },
    },
    async (request) =>
      keepLicence(app.licences, currentUser(request), request.params.id, request.body, request.language),
  );

  // The refresh route's body is the file itself; Fastify reads text/plain already, this adds its JWT type.
  app.addContentTypeParser('application/jwt', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/license/refresh',
    {
      bodyLimit: LICENCE_FILE_MAX_BYTES,
      config: { rateLimit: LICENCE_REFRESH_PER_IP },
      schema: {
        tags: ['licences'],
        summary:
          'A fresh file for a licence still entitled; the body is the current licence file (text/plain or application/jwt), expired or not',
        body: licenceRefreshBodySchema,
        response: { 200: licenceRefreshResponseSchema, ...errors },
      },
    },
    async (request) => refreshLicence(app.licences, request.body),
  );

  app.post(
    '/license/validate',
    {
      bodyLimit: 2 * LICENCE_FILE_MAX_BYTES,
      config: { rateLimit: LICENCE_REFRESH_PER_IP },
      // Per licence only once the file is proven genuine: a forged body counts against its sender's IP alone.
      preHandler: app.accountRateLimit.keyed(
        LICENCE_VALIDATE_PER_LICENCE,
        (call) => presentedLicenceKey(call.body),
        {
          when: (call) => countsAgainstLicence(app.licences, call.body),
        },
      ),
      schema: {
        tags: ['licences'],
        summary: "An indicator's check-in: its licence file on this machine, and a fresh file while entitled",
        description:
          'Answers a reason (valid, expired, revoked, wrongMachine, unknown) and, while the buyer is entitled, a fresh signed file (as POST /license/refresh). Records the last check, the client and NinjaTrader versions per licence. Limited per IP and per licence.',
        body: licenceValidateBodySchema,
        response: { 200: licenceValidateResponseSchema, ...errors },
      },
    },
    async (request) => validateLicence(app.licences, request.body),
  );

  app.get(
    '/license/public-key',
    {
      schema: {
        tags: ['licences'],
        summary: 'The Ed25519 public key that verifies licence files offline',
        response: { 200: licencePublicKeySchema },
      },
    },
    async () => app.licences.signer.describe(),
  );

  app.get(
    '/license/revocations',
    {
      schema: {
        tags: ['licences'],
        summary: 'The revoked licence ids, signed with the licence key (JWS, typ ninja-revocations+jws)',
        response: { 200: revocationListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return revocationList(app.licences);
    },
  );
};
