import {
  apiErrorSchema,
  twoFactorConfirmAnswerSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnrolLinkSentSchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorSignInBodySchema,
  twoFactorStatusSchema,
  userInfoSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/auth/plugin';
import { actorOf } from '../../audit';
import type { AccountCaller } from '../deps';
import { issueDeviceCookie, readDeviceCookie } from '../device-cookie';
import { perIpLimit } from '../rate-limits';
import {
  completeTwoFactorSignIn,
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from './service';

const bearer = [{ bearer: [] }];

/** The signed-in caller of an account action, as the services take it. */
const callerOf = (request: FastifyRequest): AccountCaller => ({
  user: currentUser(request),
  actor: actorOf(request),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/**
 * Two-factor sign-in (TOTP, RFC 6238). The second step of a sign-in, and the signed-in account's own
 * factor: enrolment (admins), status, turning it off. Codes are limited per IP here and per account by
 * the failure slow-down of the service.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/signin/two-factor',
    {
      config: { rateLimit: perIpLimit(app.config) },
      schema: {
        tags: ['users'],
        summary: 'Second step of a two-factor sign-in: the challenge of the password step and a code',
        description:
          'The code is a 6-digit TOTP code or an unused recovery code. Answers the user info with a token ' +
          'that passed the second factor.',
        body: twoFactorSignInBodySchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(app.accounts, request);
      const user = await completeTwoFactorSignIn(app.accounts, request.body);
      issueDeviceCookie(app.accounts, reply, user._id, device);
      return user;
    },
  );

  app.get(
    '/users/two-factor',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in account's second factor: enabled, required, passed by this session",
        security: bearer,
        response: { 200: twoFactorStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => twoFactorStatus(app.accounts, currentUser(request)),
  );

  app.post(
    '/users/two-factor/setup',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('two-factor-setup', {
        max: 10,
        timeWindow: app.config.authRateLimitWindowMs,
      }),
      schema: {
        tags: ['users'],
        summary: 'Start (re-)enrolment: a new TOTP secret with its QR code, pending its first code (admins)',
        description:
          'A first enrolment without `enrolToken` e-mails the account a link carrying it and answers 202; ' +
          'with the token of that link it answers the secret. Re-enrolment needs a session that passed the factor.',
        security: bearer,
        body: twoFactorSetupBodySchema,
        response: { 200: twoFactorSetupSchema, 202: twoFactorEnrolLinkSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await startEnrolment(app.accounts, currentUser(request), request.body, request.language);
      return reply.status('emailSent' in answer ? 202 : 200).send(answer);
    },
  );

  app.post(
    '/users/two-factor/confirm',
    {
      config: { rateLimit: perIpLimit(app.config) },
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Confirm enrolment with a first code: turns the factor on and answers the recovery codes once',
        description:
          'Other sessions are signed out; the answer carries a token that passed the second factor.',
        security: bearer,
        body: twoFactorConfirmBodySchema,
        response: { 200: twoFactorConfirmAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => confirmEnrolment(app.accounts, callerOf(request), request.body.code),
  );

  app.post(
    '/users/two-factor/disable',
    {
      config: { rateLimit: perIpLimit(app.config) },
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Turn the second factor off with the password and a code (refused to admins under ADMIN_REQUIRE_2FA)',
        security: bearer,
        body: twoFactorDisableBodySchema,
        response: { 200: userInfoSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => disableTwoFactor(app.accounts, callerOf(request), request.body),
  );
};
