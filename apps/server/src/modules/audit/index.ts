/**
 * The audit log: who did what to which record, and why. A leaf every feature may use (the dependency
 * rules forbid it any import from another module); the back-office reads it through `adminAuditRoutes`.
 */

import type { ShopModule } from '../shop-module';
import { forgetUser } from './forget-user';
import { adminAuditRoutes } from './routes';

export { type AuditActor, type AuditEntry, actorOf, recordAdminAudit, recordAudit } from './service';
export { forgetUser };

export const auditModule: ShopModule = { name: 'audit', forgetUser, adminRoutes: [adminAuditRoutes] };
