import { apiErrorSchema, deleteAccountBodySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { forgetUser as forgetMail } from '../../lib/mail/outbox';
import { expireOpenCheckoutsOf } from '../checkout';
import { forgetUser as forgetUsers } from '../users';
import type { AccountClosureDeps } from './deps';
import { deleteAccount } from './service';

/** Closing an account: personal data erased, invoices kept, open checkouts expired, licences revoked. */
export const accountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const window = app.config.authRateLimitWindowMs;
  const deps: AccountClosureDeps = {
    db: app.db,
    checkouts: { expireOpenCheckoutsOf: (userId) => expireOpenCheckoutsOf(app, userId) },
    leases: app.leases,
    orderLifecycle: app.orderLifecycle,
    forget: { modules: app.accountForgetters, outbox: forgetMail, account: forgetUsers },
  };

  app.delete(
    '/users/me',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('close', { max: 5, timeWindow: window }),
      schema: {
        tags: ['users'],
        summary: 'Close the account (password and confirmation): personal data erased, invoices kept',
        security: [{ bearer: [] }],
        body: deleteAccountBodySchema,
        response: {
          204: z.null(),
          409: apiErrorSchema,
          401: apiErrorSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, email } = currentUser(request);
      await deleteAccount(deps, { id, email, ip: request.ip }, request.body);
      return reply.status(204).send(null);
    },
  );
};
