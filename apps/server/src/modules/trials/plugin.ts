import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleTask } from '../../lib/schedule';
import { sendTrialMails } from './mails';

/** Hourly: the e-mails three days before a trial's end and at its end (docs/rules/trials.md). */
export const trialMailsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      scheduleTask(app, 'trial e-mails', 60 * 60_000, () => sendTrialMails(app));
    }
  },
  { name: 'trial-mails', dependencies: ['database', 'mail', 'seller-identity'] },
);
