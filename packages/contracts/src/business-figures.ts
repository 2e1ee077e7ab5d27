import { z } from 'zod';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/** The longest range the figures cover in one answer, in months. */
export const FIGURES_MAX_MONTHS = 36;

const monthIssue = 'figures.monthFormat';
/** A calendar month, UTC: `2026-01`. */
export const figuresMonthSchema = z
  .string({ error: monthIssue })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthIssue);

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * `GET /api/admin/figures` and its CSV export (docs/rules/figures.md): ?from&to (months, both included; absent:
 * the twelve months up to the lease clock's) &currency (absent: every currency, each apart).
 */
export const figuresQuerySchema = z
  .object({
    from: figuresMonthSchema.optional(),
    to: figuresMonthSchema.optional(),
    currency: currencySchema.optional(),
  })
  .refine(({ from, to }) => !from || !to || monthIndex(from) <= monthIndex(to), {
    message: 'figures.rangeOrder',
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || monthIndex(to) - monthIndex(from) < FIGURES_MAX_MONTHS, {
    message: 'figures.rangeTooLong',
    path: ['to'],
  });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

/** A share in percent with one decimal; null when there was nothing to divide by. */
const percentSchema = z.number().nullable();

/**
 * The MRR's moves over a month, each a positive amount: end = start + new + expansion + reactivated + resumed
 * − contraction − churned − paused. A pause is neither churn nor reactivation (docs/rules/figures.md).
 */
export const mrrMovementsSchema = z.object({
  new: moneySchema,
  expansion: moneySchema,
  contraction: moneySchema,
  churned: moneySchema,
  reactivated: moneySchema,
  paused: moneySchema,
  resumed: moneySchema,
});
export type MrrMovements = z.infer<typeof mrrMovementsSchema>;

/** One month of one currency's figures. */
export const figuresMonthRowSchema = z.object({
  month: z.string(),
  /** Orders paid in the month (`billed`, of which lease periods `recurring`), credit notes issued in it, billed − credited. */
  revenue: z.object({ billed: moneySchema, recurring: moneySchema, credited: moneySchema, net: moneySchema }),
  /** At the month's end (the lease clock's now for the running month). */
  mrr: moneySchema,
  payingCustomers: z.number().int(),
  movements: mrrMovementsSchema,
  logoChurnPercent: percentSchema,
  revenueChurnPercent: percentSchema,
  /** Failure episodes started in the month and how they ended. */
  recovery: z.object({
    episodes: z.number().int(),
    recovered: z.number().int(),
    lost: z.number().int(),
    open: z.number().int(),
    ratePercent: percentSchema,
  }),
});
export type FiguresMonthRow = z.infer<typeof figuresMonthRowSchema>;

export const figuresCohortSchema = z.object({
  month: z.string(),
  customers: z.number().int(),
  /** Customers active in the cohort's month + i, for every month up to the range's end. */
  active: z.array(z.number().int()),
  retentionPercent: z.array(z.number()),
});
export type FiguresCohort = z.infer<typeof figuresCohortSchema>;

export const figuresCouponSchema = z.object({
  code: z.string(),
  orders: z.number().int(),
  /** Orders that were their buyer's first paid order in the currency. */
  firstOrders: z.number().int(),
  discount: moneySchema,
  revenue: moneySchema,
});
export type FiguresCoupon = z.infer<typeof figuresCouponSchema>;

/** The figures' revenue against a fresh sum of the rows, to the cent (docs/rules/figures.md). */
export const figuresReconciliationSchema = z.object({
  figures: moneySchema,
  orders: moneySchema,
  invoices: moneySchema,
  creditNotes: moneySchema,
  /** orders − credit notes. */
  expected: moneySchema,
  balanced: z.boolean(),
  invoicesMatchOrders: z.boolean(),
});
export type FiguresReconciliation = z.infer<typeof figuresReconciliationSchema>;

export const figuresLtvSchema = z.object({
  /** Net revenue from the currency's paying customers up to the range's end, per customer. */
  historical: moneySchema,
  customers: z.number().int(),
  /** MRR per paying customer at the range's end. */
  arpa: moneySchema,
  /** Customers churned over the range / customer-months at risk. */
  monthlyLogoChurnPercent: percentSchema,
  /** ARPA / monthly logo churn; null without churn. */
  predicted: moneySchema.nullable(),
});
export type FiguresLtv = z.infer<typeof figuresLtvSchema>;

/**
 * The save offers of one month (docs/rules/figures.md): the cancel dialogs ended in it that showed an offer, how
 * many took the pause or the coupon and how many declined; `keptRevenue`, the lease periods paid in the month by
 * leases after they took an offer, at what was paid less what was credited.
 */
export const figuresSaveOfferMonthSchema = z.object({
  month: z.string(),
  shown: z.number().int(),
  acceptedPause: z.number().int(),
  acceptedCoupon: z.number().int(),
  declined: z.number().int(),
  keptRevenue: moneySchema,
});
export type FiguresSaveOfferMonth = z.infer<typeof figuresSaveOfferMonthSchema>;

export const currencyFiguresSchema = z.object({
  currency: currencySchema,
  months: z.array(figuresMonthRowSchema),
  ltv: figuresLtvSchema,
  cohorts: z.array(figuresCohortSchema),
  coupons: z.array(figuresCouponSchema),
  saveOffers: z.array(figuresSaveOfferMonthSchema),
  reconciliation: figuresReconciliationSchema,
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

/** Trials have no currency: started in the month, and how many of them converted (ever, to date). */
export const figuresTrialMonthSchema = z.object({
  month: z.string(),
  started: z.number().int(),
  converted: z.number().int(),
  conversionPercent: percentSchema,
});
export type FiguresTrialMonth = z.infer<typeof figuresTrialMonthSchema>;

export const businessFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The lease clock's now (the payment sandbox's test clock when it runs). */
  measuredAt: z.string(),
  currencies: z.array(currencyFiguresSchema),
  trials: z.array(figuresTrialMonthSchema),
});
export type BusinessFigures = z.infer<typeof businessFiguresSchema>;
