import { z } from 'zod';
import { idSchema, pageQuerySchema, paginationSchema } from './common';
import { machineIdNameSchema } from './licences';

/** docs/rules/trials.md: a product offers a free trial of 1 to 90 days, or none. */
export const TRIAL_MIN_DAYS = 1;
export const TRIAL_MAX_DAYS = 90;
/** The reminder e-mail goes out this many days before a trial ends. */
export const TRIAL_REMINDER_DAYS = 3;

/** The trial length an admin sets on a product; null: the product offers no trial. */
export const trialDaysSchema = z
  .number({ error: 'adminCatalog.trialDaysRange' })
  .int('adminCatalog.trialDaysRange')
  .min(TRIAL_MIN_DAYS, 'adminCatalog.trialDaysRange')
  .max(TRIAL_MAX_DAYS, 'adminCatalog.trialDaysRange')
  .nullable();

/** POST /api/trials: the same MachineId-Name rules as a licence request (docs/rules/licences.md). */
export const trialStartBodySchema = z.object({ productId: idSchema, machineIdName: machineIdNameSchema });
export type TrialStartBody = z.infer<typeof trialStartBodySchema>;

export const trialSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  machineId: z.string(),
  machineName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Set once a paid order of the product turned the trial's machine into a licence. */
  convertedOrderId: z.string().nullable(),
  /** Whether it grants its file now (`liveTrial`, docs/rules/entitlements.md): false once `endsAt` has passed. */
  active: z.boolean(),
  /** The server's `liveTrial` answer for the status shown: running, bought, or ended unbought. */
  state: z.enum(['running', 'converted', 'ended']),
});
export type Trial = z.infer<typeof trialSchema>;
export const trialListSchema = z.array(trialSchema);

export const trialParamsSchema = z.object({ id: idSchema });

/** GET /api/admin/trials: every trial, newest first, with its buyer. */
export const adminTrialSchema = trialSchema.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminTrial = z.infer<typeof adminTrialSchema>;
export const adminTrialListQuerySchema = pageQuerySchema;
export const adminTrialListSchema = z.object({
  trials: z.array(adminTrialSchema),
  pagination: paginationSchema,
});
export type AdminTrialList = z.infer<typeof adminTrialListSchema>;

/** POST /api/admin/trials/:id/extend: days added to the trial's end (or to now, when it has ended). */
export const trialExtendBodySchema = z.object({
  days: z.number().int().min(TRIAL_MIN_DAYS).max(TRIAL_MAX_DAYS),
});
export type TrialExtendBody = z.infer<typeof trialExtendBodySchema>;
