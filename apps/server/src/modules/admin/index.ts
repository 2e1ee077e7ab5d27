/** What other back-office modules (catalogue, licences, second factor) share: the audit log and totals. */
export { type AuditActor, type AuditEntry, actorOf, recordAdminAudit, recordAudit } from './audit/service';
export { statsTotals } from './stats/service';
