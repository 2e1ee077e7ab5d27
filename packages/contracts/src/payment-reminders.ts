import { z } from 'zod';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/**
 * Version of the payment reminder's box in the cart (i18n `checkout:reminder.consent`). Change it with the
 * text: each reminder stores the version its buyer agreed to (docs/rules/checkout.md, "Payment reminder").
 */
export const PAYMENT_REMINDER_CONSENT_VERSION = '2026-11-30';

/** The box's value on a checkout call: true only when the buyer ticked it; off by default (CNIL). */
export const paymentReminderConsentSchema = z.boolean().optional();

/** The order a checkout was started from, through its payment reminder's link (the cart it refilled). */
export const resumedOrderSchema = z.uuid({ error: 'checkout.reminderLinkInvalid' }).optional();

/** `POST /api/checkout/resume`: the reminder link's signed token, usable only by its buyer. */
export const checkoutResumeRequestSchema = z.object({
  token: z.string({ error: 'checkout.reminderLinkInvalid' }).min(1).max(1000),
});
export type CheckoutResumeRequest = z.infer<typeof checkoutResumeRequestSchema>;

/** The unpaid order's lines, to refill the cart with (the cart then prices them again, as always). */
export const checkoutResumeSchema = z.object({
  orderId: z.string(),
  currency: currencySchema,
  lines: z.array(z.object({ product: z.string(), qty: z.number().int().positive() })),
});
export type CheckoutResume = z.infer<typeof checkoutResumeSchema>;

/**
 * The dashboard's payment reminders in one currency (the reminded order's): e-mails sent, how many of them
 * were followed by a payment (the order, or the cart its link refilled) and what those payments brought in.
 */
export const paymentReminderStatsSchema = z.object({
  currency: currencySchema,
  sent: z.number().int().nonnegative(),
  recovered: z.number().int().nonnegative(),
  recoveredRevenue: moneySchema,
});
export type PaymentReminderStats = z.infer<typeof paymentReminderStatsSchema>;
