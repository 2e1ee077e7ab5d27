/** What other back-office modules (catalogue, licences, second factor) share: the audit log and totals. */
export { recordAdminAudit } from './audit/service';
export { statsTotals } from './stats/service';
