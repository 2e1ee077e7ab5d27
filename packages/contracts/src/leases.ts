import { z } from 'zod';
import { withdrawalConsentSchema } from './checkout';
import { idSchema } from './common';
import { currencySchema } from './currency';
import { currencies } from './currency-choice';
import { leasePlans } from './lease-plan-choice';
import { machineIdNameSchema } from './licences';
import { moneySchema } from './money-schema';
import { billingBodySchema } from './users';
import { ninjaTraderEmailSchema } from './vendor-licences';

export const leasePlanSchema = z.enum(leasePlans);

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
    /**
     * What the lease is priced and billed in, euros when left out (docs/rules/currencies.md); every renewal
     * keeps it.
     */
    currency: currencySchema.optional(),
    /** The buyer's NinjaTrader account e-mail, for a product licensed by NinjaTrader (docs/rules/vendor-licences.md). */
    ninjaTraderEmail: ninjaTraderEmailSchema.optional(),
  })
  .strict();
export type LeaseCheckoutRequest = z.infer<typeof leaseCheckoutRequestSchema>;

export const leaseCheckoutAnswerSchema = z.object({ url: z.string(), leaseId: z.string() });
export type LeaseCheckoutAnswer = z.infer<typeof leaseCheckoutAnswerSchema>;

export const leaseStatuses = ['active', 'past_due', 'canceled'] as const;

/** What the buyer may change of a running lease, as its table decides: cancel at period end, or resume (undo that). */
export const leaseChanges = ['cancel', 'resume'] as const;
export type LeaseChange = (typeof leaseChanges)[number];

/**
 * The buttons the customer area shows for a lease: its changes, and `renew` for an ended lease whose plan the
 * catalogue still offers in its currency, when no newer lease of the product took its place (a new lease,
 * subscribed from the product page as the first; docs/rules/leases.md).
 */
export const leaseActions = [...leaseChanges, 'renew', 'endPause'] as const;
export type LeaseAction = (typeof leaseActions)[number];

/** A buyer's lease as their profile shows it. Dates are ISO strings; null when not known yet or not relevant. */
export const leaseSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The product page's slug: where an ended lease is renewed. */
  productSlug: z.string(),
  plan: leasePlanSchema,
  /** The plan's price when subscribed, in the lease's currency. */
  price: moneySchema,
  currency: z.enum(currencies),
  status: z.enum(leaseStatuses),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** When the next period is billed: null once the lease is cancelled at period end or ended. */
  nextRenewalAt: z.string().nullable(),
  paidUntil: z.string().nullable(),
  /** After a failed renewal: the lease runs until then unless a payment comes. */
  graceUntil: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The machine the lease's licence file is bound to; null until the buyer gives one. */
  machineId: z.string().nullable().optional(),
  machineName: z.string().nullable().optional(),
  /** Until when the lease's licence runs (paid period end plus grace); null when it grants nothing. */
  licenceUntil: z.string().nullable().optional(),
  /** While the buyer's accepted pause runs: billing resumes then (docs/rules/leases.md); null otherwise. */
  pausedUntil: z.string().nullable().optional(),
  /**
   * The changes `POST /api/leases/:id/cancel` and `/resume` accept now, read from the lease's table
   * (docs/rules/leases.md), none once the lease ended or a refund stopped its licence; and `renew` when
   * `POST /api/leases/checkout` would take the same product, plan and currency again; `endPause` while a pause
   * runs (`POST /api/leases/:id/end-pause`). The customer area
   * offers exactly these.
   */
  actions: z.array(z.enum(leaseActions)),
});
export type Lease = z.infer<typeof leaseSchema>;
export const leaseListSchema = z.object({ leases: z.array(leaseSchema) });
export type LeaseList = z.infer<typeof leaseListSchema>;
export const leaseParamsSchema = z.object({ id: idSchema });

/**
 * POST /api/leases/:id/portal: the payment provider's Customer Portal for the lease's customer (payment method,
 * invoices, cancel at period end, resume); the web goes to `url`, and the portal comes back to the profile.
 */
export const leasePortalAnswerSchema = z.object({ url: z.string() });
export type LeasePortalAnswer = z.infer<typeof leasePortalAnswerSchema>;

/** POST /api/leases/:id/machine: the machine (MachineId-Name, as a licence request) the lease's licence binds. */
export const leaseMachineBodySchema = z.object({ machineIdName: machineIdNameSchema });
export type LeaseMachineBody = z.infer<typeof leaseMachineBodySchema>;

/** POST /api/admin/subscriptions/:id/grace: days added to the grace period of a past-due lease. */
export const LEASE_GRACE_EXTENSION_MAX_DAYS = 60;
export const leaseGraceExtensionBodySchema = z.object({
  days: z.number().int().min(1).max(LEASE_GRACE_EXTENSION_MAX_DAYS),
});
export type LeaseGraceExtensionBody = z.infer<typeof leaseGraceExtensionBodySchema>;

/**
 * GET/PUT /api/admin/lease-dunning: when the grace period's reminders go out, set by the owner
 * (docs/rules/leases.md, "The dunning e-mails"): the mid-grace one `midwayAfterDays` after the failure, the
 * last one `lastNoticeBeforeDays` before the grace ends. Both fall inside the grace, the mid-grace one first.
 */
export const leaseDunningSettingsBodySchema = z.object({
  midwayAfterDays: z.number().int().min(1).max(LEASE_GRACE_EXTENSION_MAX_DAYS),
  lastNoticeBeforeDays: z.number().int().min(1).max(LEASE_GRACE_EXTENSION_MAX_DAYS),
});
export type LeaseDunningSettingsBody = z.infer<typeof leaseDunningSettingsBodySchema>;
/** The settings, with the grace period's length (`LEASE_GRACE_DAYS`) they must fit in. */
export const leaseDunningSettingsSchema = leaseDunningSettingsBodySchema.extend({
  graceDays: z.number().int(),
});
export type LeaseDunningSettings = z.infer<typeof leaseDunningSettingsSchema>;

/** GET /api/leases/:id/card?token=…: the one-click card-update link of a dunning e-mail (no bearer token). */
export const leaseCardLinkQuerySchema = z.object({ token: z.string().min(1).max(2000) });
