/** What checkout, accounts, trials, leases and the back-office use of licences. */
export { adminLicenceRoutes } from './admin-routes';
export { activateLicence } from './issuance';
export { latestPaidPeriod, leaseEntitles, leaseLicenceEnd, leaseNow, signLeaseFile } from './lease-file';
export { queueBuyerLicenceMail } from './mails';
export { refuseMoveInCooldown } from './move-rule';
export { type ResolvedFile, resolveLicenceFile } from './resolution';
export { revokeRefundedSeats } from './seats';
export { ACTIVE_LICENCE_STATUSES, revokeOrderLicences } from './service';
export { verifyLicence } from './signing';
export { LIVE_LICENCE_STATUSES } from './status';
export { updatesUntil } from './terms';
export { signTrialFile, type TrialFileFacts, trialFileName } from './trial-file';
export { applyUpgrades, revertUpgrades } from './upgrades';
