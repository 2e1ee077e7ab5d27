import {
  adminUserMachineParamsSchema,
  adminUserMachinesParamsSchema,
  myMachinesResponseSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/http/error-responses';
import { actorOf } from '../../audit';
import { releaseMachine } from './activations';
import { listBuyerMachines } from './machines';

/**
 * The owner sees and frees a buyer's machines (docs/rules/seats.md). Registered inside the admin routes plugin,
 * whose onRequest hook admits admins only.
 */
export const adminDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/admin/users/:id/machines',
    {
      schema: {
        tags: ['admin'],
        summary: "A buyer's machines per product, both kinds, with their seats, as the buyer sees them",
        security: [{ bearer: [] }],
        params: adminUserMachinesParamsSchema,
        response: { 200: myMachinesResponseSchema, ...errors },
      },
    },
    async (request) => listBuyerMachines(app.licences, request.params.id, request.language),
  );

  app.delete(
    '/admin/users/:id/machines/:machineId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Free one of a buyer's machines signed in from the indicator; audited with the admin as actor",
        security: [{ bearer: [] }],
        params: adminUserMachineParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, machineId } = request.params;
      await releaseMachine(app.licences, actorOf(request), { id: machineId, holderId: id, by: 'admin' });
      return reply.status(204).send(null);
    },
  );
};
