import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/** Every admin write and maintenance run, who did it and with what. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: primaryId(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
