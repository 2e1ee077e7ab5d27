import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerScheduledTask } from '../../lib/schedule';
import { type ReleaseNoticeDeps, sendReleaseNotices } from './notices';

/** The notices' parts from the app: its database, mail queue, seller cache and config, the leases' clock. */
export const releaseNoticeDeps = (app: FastifyInstance): ReleaseNoticeDeps => ({
  db: app.db,
  mail: app.mail,
  seller: app.sellerIdentity,
  config: app.config,
  clock: () => app.leaseClock.now(),
});

/** Every 10 minutes: the release notices still to queue, RELEASE_NOTICES_PER_RUN at a time (docs/rules/releases.md). */
export const releaseNoticesPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      const deps = releaseNoticeDeps(app);
      registerScheduledTask(app, 'release notices', 10 * 60_000, () => sendReleaseNotices(deps));
    }
  },
  { name: 'release-notices', dependencies: ['database', 'mail', 'seller-identity'] },
);
