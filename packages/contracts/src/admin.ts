import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './common';

/**
 * Back-office contracts shared by every admin tab. A tab's own requests and answers live in its own file
 * (admin-users.ts, admin-orders.ts, …); this one holds what they all use.
 */

/** ?page&limit of an admin list: 20 a page unless the tab says otherwise (docs/rules/back-office.md). */
export const adminPageQuerySchema = pageQuerySchema;

/** One entry of the audit log: who did what to which target, the state before and after, from where, when. */
export const adminAuditEntrySchema = z.object({
  _id: z.string(),
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  target: z.string().trim().max(200).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditListSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  pagination: paginationSchema,
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
