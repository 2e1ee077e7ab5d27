import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { paginationSchema } from './common';

export const subscriberStatusFilters = ['all', 'active', 'inactive'] as const;

export const subscriberListQuerySchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z
    .union([z.enum(subscriberStatusFilters), z.literal('')])
    .optional()
    .transform((status) => (status ? status : 'all')),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
/** The query as the back-office sends it. */
export type SubscriberListQueryInput = z.input<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  subscribedAt: z.string(),
  source: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const newsletterStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  thisMonth: z.number().int(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(subscriberSchema),
  stats: newsletterStatsSchema,
  pagination: paginationSchema,
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const subscriberParamsSchema = z.object({ id: z.uuid() });

export const subscriberDeletedSchema = z.object({ success: z.literal(true), message: z.string() });
