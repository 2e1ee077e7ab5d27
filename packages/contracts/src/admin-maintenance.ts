import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { paginationSchema } from './common';

/** The maintenance tasks of docs/rules/back-office.md: two under Database, five under Monitoring. */
export const maintenanceTaskGroups = {
  database: ['maintenanceDryRun', 'maintenanceDB'],
  monitoring: ['checkUsers', 'clientSummary', 'listLicenseRequests', 'exportLicenseRequests', 'checkArchive'],
} as const;

export const maintenanceTasks = [
  ...maintenanceTaskGroups.database,
  ...maintenanceTaskGroups.monitoring,
] as const;
export type MaintenanceTask = (typeof maintenanceTasks)[number];

/** POST /api/admin/maintenance/run. */
export const maintenanceRunSchema = z.object({
  task: z.enum(maintenanceTasks, { error: 'admin.unknownTask' }),
});
export type MaintenanceRun = z.infer<typeof maintenanceRunSchema>;

/** A task's report (its standard output and errors), plus the file it stored, if any. */
export const maintenanceResultSchema = z.object({
  stdout: z.string(),
  stderr: z.string(),
  /** exportLicenseRequests: the stored CSV and a short-lived link to it. */
  file: z.object({ name: z.string(), url: z.string() }).optional(),
});
export type MaintenanceResult = z.infer<typeof maintenanceResultSchema>;

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailOutboxQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['all', ...mailStatuses]).default('all'),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

/** One message of the mail queue as the outbox view shows it (no body: the list stays light). */
export const mailOutboxEntrySchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;

export const mailOutboxListSchema = z.object({
  messages: z.array(mailOutboxEntrySchema),
  /** How many messages each status holds, whatever the filter. */
  counts: z.object({
    queued: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  pagination: paginationSchema,
});
export type MailOutboxList = z.infer<typeof mailOutboxListSchema>;

export const mailOutboxParamsSchema = z.object({ id: z.uuid() });
