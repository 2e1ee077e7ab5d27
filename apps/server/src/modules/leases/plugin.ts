import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleTask } from '../../lib/schedule';
import { sendLeaseGraceMails } from './grace-mails';

/** Hourly: the grace-period e-mails of leases whose renewal failed (docs/rules/leases.md). */
export const leaseGraceMailsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      scheduleTask(app, 'lease grace e-mails', 60 * 60_000, () => sendLeaseGraceMails(app));
    }
  },
  { name: 'lease-grace-mails', dependencies: ['database', 'mail', 'seller-identity'] },
);
