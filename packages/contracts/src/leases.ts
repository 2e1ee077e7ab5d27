import { z } from 'zod';
import { withdrawalConsentSchema } from './checkout';
import { idSchema } from './common';
import { billingBodySchema } from './users';

/** The lease plans of docs/rules/leases.md. */
export const leasePlans = ['monthly', 'yearly'] as const;
export const leasePlanSchema = z.enum(leasePlans);
export type LeasePlan = z.infer<typeof leasePlanSchema>;

/**
 * `POST /api/leases/checkout`: one leased product per checkout, on one of its plans. As at the card checkout
 * (checkout.ts), the withdrawal consent is required (`400 checkout.withdrawalConsentRequired`) and `billing`
 * is the billing step's details when the product page asked for them.
 */
export const leaseCheckoutRequestSchema = z
  .object({
    productId: idSchema,
    plan: leasePlanSchema,
    withdrawalConsent: withdrawalConsentSchema,
    billing: billingBodySchema.optional(),
  })
  .strict();
export type LeaseCheckoutRequest = z.infer<typeof leaseCheckoutRequestSchema>;

export const leaseCheckoutAnswerSchema = z.object({ url: z.string(), leaseId: z.string() });
export type LeaseCheckoutAnswer = z.infer<typeof leaseCheckoutAnswerSchema>;

export const leaseStatuses = ['active', 'past_due', 'canceled'] as const;

/** A buyer's lease as their profile shows it. Dates are ISO strings; null when not known yet or not relevant. */
export const leaseSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  plan: leasePlanSchema,
  /** The plan's price in euros when subscribed. */
  price: z.number(),
  status: z.enum(leaseStatuses),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** When the next period is billed: null once the lease is cancelled at period end or ended. */
  nextRenewalAt: z.string().nullable(),
  paidUntil: z.string().nullable(),
  /** After a failed renewal: the lease runs until then unless a payment comes. */
  graceUntil: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Lease = z.infer<typeof leaseSchema>;
export const leaseListSchema = z.object({ leases: z.array(leaseSchema) });
export type LeaseList = z.infer<typeof leaseListSchema>;
export const leaseParamsSchema = z.object({ id: idSchema });
