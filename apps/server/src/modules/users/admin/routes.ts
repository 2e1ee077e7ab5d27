import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  apiErrorSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit';
import { listUsers, updateUser } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, searched by name or e-mail (20 a page)',
        security: [{ bearer: [] }],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit a user's name, e-mail, admin flag and billing details",
        security: [{ bearer: [] }],
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateUser(app.db, actorOf(request), request.params.id, request.body, {
        mail: app.mail,
        seller: await app.sellerIdentity.current(),
      }),
  );
};
