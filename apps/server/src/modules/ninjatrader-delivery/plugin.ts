import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerScheduledTask } from '../../lib/schedule';
import type { VendorLicenceDelivery } from './delivery';
import { revokeEndedLeases, type VendorLicenceSyncDeps } from './sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** What keeps NinjaTrader's licences in step with the shop's grants (docs/rules/vendor-licences.md). */
    vendorLicenceSync: VendorLicenceSyncDeps;
  }
}

/** How often the shop looks for leases of products licensed by NinjaTrader whose licence has run out. */
const LEASE_END_SWEEP_MS = 15 * 60_000;

/** `app.vendorLicenceSync` over the module's delivery, and the lease-end sweep. */
export const vendorLicencePlugin = fp(
  async (app: FastifyInstance, options: { delivery: VendorLicenceDelivery }) => {
    const sync: VendorLicenceSyncDeps = {
      delivery: options.delivery,
      leaseClock: app.leaseClock,
      config: app.config,
    };
    app.decorate('vendorLicenceSync', sync);
    if (app.config.scheduledTasksEnabled) {
      registerScheduledTask(app, 'NinjaTrader lease ends', LEASE_END_SWEEP_MS, () =>
        revokeEndedLeases({ ...sync, db: app.db }),
      );
    }
  },
  { name: 'ninjatrader-delivery', dependencies: ['database'] },
);
