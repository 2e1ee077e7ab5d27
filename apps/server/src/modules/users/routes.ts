import {
  apiErrorSchema,
  billingBodySchema,
  profileUpdateBodySchema,
  signInAnswerSchema,
  signInBodySchema,
  signUpAnswerSchema,
  signUpBodySchema,
  signUpConfirmAnswerSchema,
  signUpConfirmBodySchema,
  userInfoSchema,
  userLanguageBodySchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';
import { authLimits, perIpLimit } from './rate-limits';
import {
  loadUser,
  revokeTokens,
  setUserLanguage,
  signIn,
  toUserInfo,
  updateBilling,
  updateProfile,
} from './service';
import { confirmSignUp, signUp } from './signup';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };
const bearer = [{ bearer: [] }];

/** The bearer token the request was authenticated with (handed back when it stays valid). */
const bearerToken = (request: FastifyRequest) => request.headers.authorization!.slice(7).trim();

/** Accounts: sign-up, sign-in, the signed-in user's own data, logout. No route takes a user id. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authLimits(app.accountRateLimit, app.config);
  app.post(
    '/users/signup',
    {
      config: { rateLimit: perIpLimit(app.config) },
      preHandler: limits.perAccount('signup'),
      schema: {
        tags: ['users'],
        summary:
          'Ask for an account; the link that creates it is e-mailed (202, whether or not the address has one)',
        description:
          'The answer is the same for a free address and one that has an account, so it tells nobody who is a ' +
          "customer: a free address gets a link (24 hours) to POST /api/users/signup/confirm, a taken one's " +
          'owner a notice with a sign-in and a password reset link.',
        body: signUpBodySchema,
        response: { 202: signUpAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await signUp(app.accounts, request.body, request.language);
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/users/signup/confirm',
    {
      config: { rateLimit: perIpLimit(app.config) },
      schema: {
        tags: ['users'],
        summary:
          "Follow a sign-up's e-mailed link: creates the account and signs in (user info with a token)",
        description:
          'Also answers `redirect`, the page the sign-up asked to go to next (null: the account page). An ' +
          'unknown, used or expired link, or an address that got an account meanwhile, answers 400 ' +
          '`account.signupLinkInvalid`.',
        body: signUpConfirmBodySchema,
        response: { 201: signUpConfirmAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await confirmSignUp(app.accounts, request.body.token);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/users/signin',
    {
      // No per-request limit: only failures count, per account, IP and device (signIn, device-cookie.ts).
      schema: {
        tags: ['users'],
        summary: 'Sign in with e-mail and password; answers the user info with a token',
        description:
          'An account with two-factor sign-in answers `{ twoFactorRequired, challengeToken }` instead: ' +
          'send the challenge with a code to POST /api/users/signin/two-factor.',
        body: signInBodySchema,
        response: { 200: signInAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(app.accounts, request);
      const answer = await signIn(app.accounts, request.body, { ip: request.ip, device });
      if ('token' in answer) issueDeviceCookie(app.accounts, reply, answer._id, device);
      return answer;
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user info',
        security: bearer,
        response: { 200: userInfoSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toUserInfo(await loadUser(app.db, currentUser(request).id), bearerToken(request)),
  );

  app.put(
    '/users/profile',
    {
      onRequest: app.authenticate,
      preHandler: limits.credentialChange(),
      schema: {
        tags: ['users'],
        summary:
          'Change name, e-mail or password (a new password or e-mail needs oldPassword, the current one); may answer a new token',
        description:
          'A new e-mail only becomes pending: the answer is the same whether or not another account has it. ' +
          'Changes of e-mail or password are limited per account and per IP.',
        security: bearer,
        body: profileUpdateBodySchema,
        response: { 200: userInfoSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => updateProfile(app.accounts, currentUser(request), bearerToken(request), request.body),
  );

  app.put(
    '/users/billing',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Set the billing details shown on invoices',
        security: bearer,
        body: billingBodySchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => updateBilling(app.db, currentUser(request).id, bearerToken(request), request.body),
  );

  app.put(
    '/users/language',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Set the account's language (e-mails sent later use it); the web sends each switch",
        security: bearer,
        body: userLanguageBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setUserLanguage(app.db, currentUser(request).id, request.body.language);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Sign out everywhere: every token issued so far is revoked',
        security: bearer,
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeTokens(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
