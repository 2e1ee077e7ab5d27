import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { paginationSchema } from './common';
import { billingBodySchema, emailSchema, nameSchema, userInfoSchema } from './users';

export const adminUserListQuerySchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** A user as the admin sees it: the session's user info without the token. */
export const adminUserSchema = userInfoSchema.omit({ token: true, emailVerified: true, pendingEmail: true });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const billingFieldNames = [
  'billingName',
  'billingAddress',
  'billingZip',
  'billingCity',
  'billingCountry',
  'billingVAT',
  'billingCompany',
] as const;

const optionalText = z.string().max(1000).nullish();

/**
 * PUT /api/admin/users/:id. Name and e-mail follow the customer's own profile rules. The billing block is
 * either left empty (no billing details) or complete and valid by the customer's billing form rules.
 */
export const adminUserUpdateSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    isAdmin: z.boolean(),
    billingName: optionalText,
    billingAddress: optionalText,
    billingZip: optionalText,
    billingCity: optionalText,
    billingCountry: optionalText,
    billingVAT: optionalText,
    billingCompany: optionalText,
  })
  .superRefine((body, ctx) => {
    if (!hasBilling(body)) return;
    const billing = billingBodySchema.safeParse(billingOf(body));
    if (billing.success) return;
    for (const issue of billing.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

type BillingField = (typeof billingFieldNames)[number];
type BillingFields = Partial<Record<BillingField, string | null>>;

/** Whether any billing field is filled in. */
export function hasBilling(body: BillingFields): boolean {
  return billingFieldNames.some((field) => (body[field] ?? '').trim() !== '');
}

/** The billing fields, absent ones as empty text, as the customer's billing form sends them. */
export function billingOf(body: BillingFields): Record<BillingField, string> {
  return Object.fromEntries(billingFieldNames.map((field) => [field, body[field] ?? ''])) as Record<
    BillingField,
    string
  >;
}

export const adminUserParamsSchema = z.object({ id: z.uuid() });
