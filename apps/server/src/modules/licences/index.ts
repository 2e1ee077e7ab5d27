/** What checkout, accounts, trials and the back-office use of licences. */
export { adminLicenceRoutes } from './admin-routes';
export { activateLicence } from './issuance';
export { queueBuyerLicenceMail } from './mails';
export { revokeRefundedSeats } from './seats';
export { ACTIVE_LICENCE_STATUSES, revokeOrderLicences } from './service';
export { verifyLicence } from './signing';
