import { z } from 'zod';
import { idSchema, pageQuerySchema, paginationSchema } from './common';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

// The affiliate programme (docs/rules/affiliates.md): partners, their links and coupon, the clicks they bring,
// the commission ledger per currency and the owner's payouts.

/** A partner's code as it appears in `?ref=CODE`: letters, digits, `-` and `_`, compared in capitals. */
export const affiliateCodeSchema = z
  .string()
  .trim()
  .min(3, 'affiliates.codeFormat')
  .max(32, 'affiliates.codeFormat')
  .regex(/^[A-Za-z0-9_-]+$/, 'affiliates.codeFormat')
  .transform((code) => code.toUpperCase());

export const affiliateStatuses = ['applied', 'approved', 'rejected'] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];
/** How a partner came: they applied, or the owner invited them. */
export const affiliateOrigins = ['application', 'invitation'] as const;
export type AffiliateOrigin = (typeof affiliateOrigins)[number];

/** What the commission applies to: the referred order only, or also the lease renewals it starts. */
export const affiliateCommissionScopes = ['first_purchase', 'renewals'] as const;
export type AffiliateCommissionScope = (typeof affiliateCommissionScopes)[number];
export const AFFILIATE_PERCENT_MAX = 90;
export const AFFILIATE_RENEWAL_MONTHS_MAX = 36;

/**
 * The owner's terms for one partner: a whole percentage of each paid line's net (VAT and coupons off);
 * `renewals` also earns on lease renewals paid within `renewalMonths` months of the referred order.
 */
export const affiliateTermsSchema = z
  .object({
    percent: z
      .number()
      .int('affiliates.percentRange')
      .min(1, 'affiliates.percentRange')
      .max(AFFILIATE_PERCENT_MAX, 'affiliates.percentRange'),
    scope: z.enum(affiliateCommissionScopes),
    /** Required with `renewals`, null with `first_purchase`. */
    renewalMonths: z
      .number()
      .int('affiliates.renewalMonthsRange')
      .min(1, 'affiliates.renewalMonthsRange')
      .max(AFFILIATE_RENEWAL_MONTHS_MAX, 'affiliates.renewalMonthsRange')
      .nullable(),
  })
  .strict()
  .refine((terms) => (terms.scope === 'renewals') === (terms.renewalMonths !== null), {
    message: 'affiliates.renewalMonthsRange',
    path: ['renewalMonths'],
  });
export type AffiliateTerms = z.infer<typeof affiliateTermsSchema>;

export const AFFILIATE_MESSAGE_MAX = 1000;

/** POST /api/affiliates/application (signed in): apply to become a partner, with an optional wished code. */
export const affiliateApplicationSchema = z
  .object({
    /** Where the partner will promote the shop (site, channel, community), optional. */
    website: z.url('affiliates.websiteInvalid').max(300, 'affiliates.websiteInvalid').nullable(),
    message: z
      .string()
      .trim()
      .min(10, 'affiliates.messageLength')
      .max(AFFILIATE_MESSAGE_MAX, 'affiliates.messageLength'),
    /** The code they would like; the shop makes one up when null. 409 `affiliates.codeTaken` when in use. */
    code: affiliateCodeSchema.nullable(),
  })
  .strict();
export type AffiliateApplication = z.infer<typeof affiliateApplicationSchema>;

/** Commission status of a ledger entry: pending inside the refund window, then payable, then paid. */
export const affiliateCommissionStatuses = ['pending', 'payable', 'paid'] as const;
export type AffiliateCommissionStatus = (typeof affiliateCommissionStatuses)[number];
/** `purchase` the referred order's line, `renewal` a lease period it started, `clawback` a refund taking it back. */
export const affiliateEntryKinds = ['purchase', 'renewal', 'clawback'] as const;
export type AffiliateEntryKind = (typeof affiliateEntryKinds)[number];

/** One currency's figures: never summed across currencies (docs/rules/currencies.md). */
export const affiliateCurrencyTotalsSchema = z.object({
  currency: currencySchema,
  /** Paid referred orders in this currency (refunded ones included). */
  orders: z.number().int(),
  pending: moneySchema,
  payable: moneySchema,
  paid: moneySchema,
});
export type AffiliateCurrencyTotals = z.infer<typeof affiliateCurrencyTotalsSchema>;

/**
 * GET /api/affiliates/me (signed in): the partner's own area. `partner` null when the account never applied;
 * links and totals only once approved (empty before).
 */
export const affiliateAreaSchema = z.object({
  partner: z
    .object({
      _id: z.string(),
      status: z.enum(affiliateStatuses),
      origin: z.enum(affiliateOrigins),
      code: z.string(),
      terms: affiliateTermsSchema.nullable(),
      /** The coupon code tied to this partner: an order using it is theirs. */
      couponCode: z.string().nullable(),
      /** The shop's home with `?ref=CODE`; any page of the shop takes the same `ref`. */
      link: z.string(),
      /** Days a click is remembered (with the visitor's consent; otherwise for the visit). */
      windowDays: z.number().int(),
      clicks: z.number().int(),
      totals: z.array(affiliateCurrencyTotalsSchema),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The owner's reason when the application was rejected (or the partnership ended); null otherwise. */
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
});
export type AffiliateArea = z.infer<typeof affiliateAreaSchema>;

/** One ledger entry as its partner sees it: no buyer's data, the order by its short id. */
export const affiliateCommissionSchema = z.object({
  _id: z.string(),
  kind: z.enum(affiliateEntryKinds),
  /** The order's last 8 characters (DESIGN.md, short order ids). */
  orderShortId: z.string(),
  productName: z.string(),
  /** Negative for a clawback. */
  amount: moneySchema,
  status: z.enum(affiliateCommissionStatuses),
  /** When a pending entry becomes payable. */
  payableAt: z.string(),
  createdAt: z.string(),
  payoutReference: z.string().nullable(),
});
export type AffiliateCommission = z.infer<typeof affiliateCommissionSchema>;

/** GET /api/affiliates/commissions?page&limit (signed-in partner): their ledger, newest first. */
export const affiliateCommissionQuerySchema = pageQuerySchema;
export const affiliateCommissionListSchema = z.object({
  commissions: z.array(affiliateCommissionSchema),
  pagination: paginationSchema,
});
export type AffiliateCommissionList = z.infer<typeof affiliateCommissionListSchema>;

/**
 * POST /api/affiliates/clicks (anyone, rate-limited): the web app reports `?ref=CODE` on landing, with whether
 * the visitor consented to measurement cookies. The answer sets the `shop_ref` cookie: for `windowDays` with
 * consent, for the visit (session cookie) without. An unknown or unapproved code answers `recorded: false`
 * and sets nothing. No IP address or user agent is stored.
 */
export const affiliateClickSchema = z
  .object({
    code: affiliateCodeSchema,
    consent: z.boolean(),
  })
  .strict();
export type AffiliateClick = z.infer<typeof affiliateClickSchema>;
export const affiliateClickAnswerSchema = z.object({ recorded: z.boolean() });
export type AffiliateClickAnswer = z.infer<typeof affiliateClickAnswerSchema>;

// ---- Back-office (admin only) ----

/** One partner in the back-office list. */
export const adminAffiliateSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
  status: z.enum(affiliateStatuses),
  origin: z.enum(affiliateOrigins),
  website: z.string().nullable(),
  message: z.string().nullable(),
  terms: affiliateTermsSchema.nullable(),
  couponCode: z.string().nullable(),
  clicks: z.number().int(),
  totals: z.array(affiliateCurrencyTotalsSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;

/** GET /api/admin/affiliates?status&page&limit */
export const adminAffiliateQuerySchema = pageQuerySchema.extend({
  status: z.enum(affiliateStatuses).optional(),
});
export const adminAffiliateListSchema = z.object({
  affiliates: z.array(adminAffiliateSchema),
  pagination: paginationSchema,
  /** The programme's attribution window in days. */
  windowDays: z.number().int(),
});
export type AdminAffiliateList = z.infer<typeof adminAffiliateListSchema>;

/** `:id` of every /api/admin/affiliates/:id/… route. */
export const adminAffiliateParamsSchema = z.object({ id: idSchema });

/** POST /api/admin/affiliates/:id/approve: approve an application with its terms → `adminAffiliateSchema`. */
export const adminAffiliateApproveSchema = z.object({ terms: affiliateTermsSchema }).strict();
/** POST /api/admin/affiliates/:id/reject → `adminAffiliateSchema`. Past commissions stay; no new ones. */
export const adminAffiliateRejectSchema = z
  .object({ reason: z.string().trim().max(500, 'affiliates.messageLength').nullable() })
  .strict();
/** PUT /api/admin/affiliates/:id/terms: change an approved partner's terms (new orders only) → `adminAffiliateSchema`. */
export const adminAffiliateTermsSchema = z.object({ terms: affiliateTermsSchema }).strict();
/**
 * PUT /api/admin/affiliates/:id/coupon: tie an existing coupon (by its code) to the partner, or untie with null
 * → `adminAffiliateSchema`. 404 `affiliates.couponNotFound`, 409 `affiliates.couponTaken` (another partner's).
 */
export const adminAffiliateCouponSchema = z
  .object({ couponCode: z.string().trim().min(3).max(32).nullable() })
  .strict();
/**
 * POST /api/admin/affiliates/invitations: the owner makes an existing account a partner at once, approved with
 * these terms → `adminAffiliateSchema`. 404 `affiliates.accountNotFound`, 409 `affiliates.alreadyPartner`.
 */
export const adminAffiliateInvitationSchema = z
  .object({
    email: z.email('affiliates.emailInvalid').max(254, 'affiliates.emailInvalid'),
    terms: affiliateTermsSchema,
    code: affiliateCodeSchema.nullable(),
  })
  .strict();
export type AdminAffiliateInvitation = z.infer<typeof adminAffiliateInvitationSchema>;

export const AFFILIATE_WINDOW_DAYS_MAX = 365;
/** GET and PUT /api/admin/affiliates/settings: the attribution window (default 30 days). */
export const affiliateSettingsSchema = z
  .object({
    windowDays: z
      .number()
      .int('affiliates.windowRange')
      .min(1, 'affiliates.windowRange')
      .max(AFFILIATE_WINDOW_DAYS_MAX, 'affiliates.windowRange'),
  })
  .strict();
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;

/**
 * POST /api/admin/affiliates/:id/payouts: the owner records having paid the partner everything payable in one
 * currency, with the transfer's reference → `affiliatePayoutSchema`. 409 `affiliates.nothingPayable`.
 */
export const adminAffiliatePayoutBodySchema = z
  .object({
    currency: currencySchema,
    reference: z
      .string()
      .trim()
      .min(1, 'affiliates.referenceRequired')
      .max(100, 'affiliates.referenceRequired'),
  })
  .strict();
export type AdminAffiliatePayoutBody = z.infer<typeof adminAffiliatePayoutBodySchema>;

export const affiliatePayoutSchema = z.object({
  _id: z.string(),
  affiliateId: z.string(),
  affiliateCode: z.string(),
  amount: moneySchema,
  reference: z.string(),
  /** Ledger entries it settled. */
  entries: z.number().int(),
  paidAt: z.string(),
});
export type AffiliatePayout = z.infer<typeof affiliatePayoutSchema>;

/** GET /api/admin/affiliates/payouts?page&limit&affiliateId: recorded payouts, newest first. */
export const adminAffiliatePayoutQuerySchema = pageQuerySchema.extend({ affiliateId: idSchema.optional() });
export const adminAffiliatePayoutListSchema = z.object({
  payouts: z.array(affiliatePayoutSchema),
  pagination: paginationSchema,
});
export type AdminAffiliatePayoutList = z.infer<typeof adminAffiliatePayoutListSchema>;

/**
 * GET /api/admin/affiliates/payouts.csv: what is payable now, one row per partner and currency with an amount
 * above zero (text/csv, formula-safe; columns: partner id, name, e-mail, code, currency, amount, entries).
 */
export const AFFILIATE_PAYOUT_CSV_COLUMNS = [
  'affiliate_id',
  'name',
  'email',
  'code',
  'currency',
  'amount',
  'entries',
] as const;
