import {
  accountExportSchema,
  apiErrorSchema,
  forgotPasswordBodySchema,
  messageResultSchema,
  resetLinkCheckBodySchema,
  resetLinkCheckSchema,
  resetPasswordBodySchema,
  signInAnswerSchema,
  verifyEmailBodySchema,
  verifyEmailResultSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { translate } from '../../lib/i18n';
import { buildAccountExport } from './account-export';
import { registerAfterAnswerRunner } from './after-answer';
import { readUndoLink, undoEmailChange } from './email-change-undo';
import { resendVerification, verifyEmail } from './email-verification';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset';
import { AUTH_LIMITS, authLimits, perIpLimit } from './rate-limits';
import { loadUser, revokeTokens } from './service';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };
const signedIn = { 401: apiErrorSchema };
const bearer = [{ bearer: [] }];

/** Account self-service: forgotten password, e-mail verification, data export, sign-out everywhere (closing: modules/account-closure). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const runAfterAnswer = registerAfterAnswerRunner(app);
  const window = app.config.authRateLimitWindowMs;

  app.post(
    '/users/password/forgot',
    {
      config: { rateLimit: perIpLimit(app.config) },
      preHandler: authLimits(app.accountRateLimit, app.config).perAccount(
        'forgot',
        AUTH_LIMITS.resetLinksPerAddress,
      ),
      schema: {
        tags: ['users'],
        summary: 'Send a password reset link (same answer whether or not the address has an account)',
        body: forgotPasswordBodySchema,
        response: { 202: messageResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      runAfterAnswer(() => requestPasswordReset(app.accounts, email));
      const message = translate(request.language, 'selfService:forgotPassword.sent', { email });
      return reply.status(202).send({ success: true, message });
    },
  );

  app.post(
    '/users/password/reset/check',
    {
      config: { rateLimit: perIpLimit(app.config) },
      schema: {
        tags: ['users'],
        summary: 'Whether a reset link still works (unknown, used and expired links answer the same 400)',
        body: resetLinkCheckBodySchema,
        response: { 200: resetLinkCheckSchema, ...errors },
      },
    },
    async (request) => {
      await checkResetLink(app.accounts, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/users/password/reset',
    {
      config: { rateLimit: perIpLimit(app.config) },
      schema: {
        tags: ['users'],
        summary: 'Set a new password from a reset link; signs in (user info with a token)',
        description:
          'An account with two-factor sign-in answers `{ twoFactorRequired, challengeToken }` instead: ' +
          'send the challenge with a code to POST /api/users/signin/two-factor.',
        body: resetPasswordBodySchema,
        response: { 200: signInAnswerSchema, ...errors },
      },
    },
    async (request) => resetPassword(app.accounts, request.body),
  );

  app.post(
    '/users/email/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Follow an e-mail verification link (also completes a change of address, or undoes one)',
        description:
          'The link the old address gets after a change of e-mail also comes here: it gives the account its ' +
          'old address back, signs out every session and sends that address a password reset link.',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResultSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const undo = readUndoLink(app.accounts, request.body.token);
      if (!undo) return verifyEmail(app.accounts, request.body.token, request.language);
      const result = await undoEmailChange(app.accounts, undo, request.language);
      runAfterAnswer(() => requestPasswordReset(app.accounts, result.email));
      return result;
    },
  );

  app.post(
    '/users/email/resend',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('verify-resend', { max: 3, timeWindow: window }),
      schema: {
        tags: ['users'],
        summary: 'Send the verification link again (to the pending new address, else the unverified one)',
        security: bearer,
        response: { 200: messageResultSchema, 409: apiErrorSchema, ...signedIn, ...errors },
      },
    },
    async (request) => {
      const email = await resendVerification(app.accounts, await loadUser(app.db, currentUser(request).id));
      return {
        success: true,
        message: translate(request.language, 'selfService:verifyEmail.resent', { email }),
      };
    },
  );

  app.get(
    '/users/me/export',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('export', { max: 10, timeWindow: window }),
      schema: {
        tags: ['users'],
        summary: 'Download everything the shop holds about the signed-in customer (JSON file)',
        security: bearer,
        response: { 200: accountExportSchema, ...signedIn, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await buildAccountExport(app.db, currentUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="ninja-indicators-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/users/logout-everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Sign out on every device: every token issued so far is revoked',
        security: bearer,
        response: { 204: z.null(), ...signedIn },
      },
    },
    async (request, reply) => {
      await revokeTokens(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
