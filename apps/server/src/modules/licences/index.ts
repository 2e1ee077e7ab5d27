/** What checkout, accounts and the back-office use of licences. */
export { adminLicenceRoutes } from './admin-routes';
export { revokeRefundedSeats } from './seats';
export { ACTIVE_LICENCE_STATUSES, revokeOrderLicences } from './service';
