/** What checkout, accounts, trials, leases and the back-office use of licences. */

import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import { webhooksModule } from '../webhooks';
import { adminLicenceRoutes } from './admin-routes';
import { adminDeviceRoutes } from './device/admin-routes';
import { deviceRoutes } from './device/routes';
import { licencesPlugin } from './plugin';
import { licenceRoutes } from './routes';

export type { ApprovalDeps, LicenceDeps } from './deps';

import { forgetUser } from './forget-user';

export { type LicensedProduct, licensedProductColumns } from './file-entitlements';
export { signLeaseFile } from './lease-file';
export { grantOnMachine, type MachineGrant } from './machine-grant';
export { refuseMoveInCooldown } from './move-rule';
export { type LicenceSource, licenceRequestRefusals } from './requestable';
export { type ResolvedFile, resolveLicenceFile } from './resolution';
export { revokeRefundedSeats } from './seats';
export { revokeOrderLicences } from './service';
export { verifyLicence } from './signing';
export { signTrialFile, type TrialFileFacts, type TrialFileSigner, trialFileName } from './trial-file';
export { applyUpgrades, revertUpgrades, type UpgradeStep } from './upgrades';
export { forgetUser };

export const licencesModule: ShopModule = {
  name: 'licences',
  forgetUser,
  needs: [sellerIdentityModule, webhooksModule],
  setup: async (app, { dependencies }) => {
    // The trials module's clock (its `trialClock` dependency): a trial's file ends when its trial does.
    await app.register(licencesPlugin, { trialClock: dependencies.trialClock ?? (() => new Date()) });
  },
  routes: [licenceRoutes, deviceRoutes],
  adminRoutes: [adminLicenceRoutes, adminDeviceRoutes],
};
