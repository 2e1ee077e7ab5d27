import { z } from 'zod';

/** Every error the API returns has this shape; `code` is a stable key, `message` is translated. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Ids are UUIDs (v7 for rows the shop creates). */
export const idSchema = z.uuid();

/** Money travels in euros with two decimals; the database keeps integer cents. */
export const euroAmountSchema = z.number().nonnegative().multipleOf(0.01);

export const paginationSchema = z.object({
  current: z.number().int(),
  total: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
  /** A broad search counted up to a cap: there are more than `totalItems` matches (and pages past `total`). */
  totalIsLowerBound: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
