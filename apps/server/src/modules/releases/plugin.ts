import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleTask } from '../../lib/schedule';
import { sendReleaseNotices } from './notices';

/** Every 10 minutes: the release notices still to queue, RELEASE_NOTICES_PER_RUN at a time (docs/rules/releases.md). */
export const releaseNoticesPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      scheduleTask(app, 'release notices', 10 * 60_000, () => sendReleaseNotices(app));
    }
  },
  { name: 'release-notices', dependencies: ['database', 'mail', 'seller-identity'] },
);
