/** What checkout, accounts and the back-office use of licences. */
export { adminLicenceRoutes } from './admin-routes';
export { ACTIVE_LICENCE_STATUSES, revokeOrderLicences } from './service';
