import type { sandboxSubscriptions } from '../../lib/db/schema';

export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type Interval = 'month' | 'year';

/** The rest of a sandbox subscription, kept in `details`. */
export interface SubscriptionDetails {
  interval: Interval;
  unitAmount: number;
  currency: string;
  productName: string;
  metadata: Record<string, string>;
  /** The customer's test card: it pays the renewals, or declines them (`DECLINING_CARDS`). */
  card: string;
  customerEmail: string | null;
  latestInvoice: string;
  /** The unpaid invoice of a past-due subscription and how many times it was tried. */
  openInvoice: {
    id: string;
    periodStart: number;
    periodEnd: number;
    attempts: number;
    discount?: { coupon: string; amount: number } | null;
  } | null;
  canceledAt: number | null;
  /** Each paid invoice's amount, by invoice id: what its payment intent (`paymentIntentOf`) can refund. */
  paidInvoices?: Record<string, number>;
  /** A pause of collection (`pause_collection.resumes_at`): periods starting before it are not charged. */
  pauseResumesAt?: number | null;
  /** A repeating coupon on the subscription, with the periods it still takes `percentOff` off. */
  discount?: { coupon: string; name: string | null; percentOff: number; periodsLeft: number } | null;
}

/** The payment intent that paid a sandbox invoice: named after it, as its line is. */
export const paymentIntentOf = (invoiceId: string) => `pi_${invoiceId.slice(3)}`;
export const invoiceOfPaymentIntent = (paymentIntent: string) => `in_${paymentIntent.slice(3)}`;

/** The details with `invoiceId` paid for the subscription's price, less its discount. */
export const withPaidInvoice = (
  details: SubscriptionDetails,
  invoiceId: string,
  discount = 0,
): SubscriptionDetails => ({
  ...details,
  paidInvoices: { ...details.paidInvoices, [invoiceId]: details.unitAmount - discount },
});

/** An invoice's payment as Stripe's `/v1/invoice_payments` lists it, in its subscription's currency. */
export const toStripeInvoicePayment = (
  invoiceId: string,
  amount: number,
  currency: string,
): Record<string, unknown> => ({
  id: `inpay_${invoiceId.slice(3)}`,
  object: 'invoice_payment',
  invoice: invoiceId,
  amount_paid: amount,
  currency,
  is_default: true,
  status: 'paid',
  payment: { type: 'payment_intent', payment_intent: paymentIntentOf(invoiceId) },
});

export const detailsOf = (row: SubscriptionRow) => row.details as SubscriptionDetails;
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A sandbox subscription as Stripe's API answers it (API 2025+: the period is on the subscription item).
 * `test_clock` names the sandbox's one clock.
 */
export function toStripeSubscription(row: SubscriptionRow): Record<string, unknown> {
  const details = detailsOf(row);
  const periodStart = seconds(row.currentPeriodStart);
  const periodEnd = seconds(row.currentPeriodEnd);
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customer,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: details.canceledAt,
    ended_at: row.status === 'canceled' ? details.canceledAt : null,
    created: seconds(row.createdAt),
    start_date: seconds(row.createdAt),
    currency: details.currency,
    metadata: details.metadata,
    latest_invoice: details.latestInvoice,
    pause_collection: details.pauseResumesAt
      ? { behavior: 'void', resumes_at: details.pauseResumesAt }
      : null,
    discounts: details.discount ? [`di_${details.discount.coupon.slice(4)}`] : [],
    test_clock: 'clock_sandbox',
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: periodStart,
          current_period_end: periodEnd,
          price: {
            id: `price_${row.id.slice(4)}`,
            object: 'price',
            currency: details.currency,
            unit_amount: details.unitAmount,
            recurring: { interval: details.interval, interval_count: 1 },
            product: `prod_${row.id.slice(4)}`,
          },
        },
      ],
    },
  };
}

export interface InvoiceFacts {
  id: string;
  paid: boolean;
  periodStart: number;
  periodEnd: number;
  attempts: number;
  created: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  nextAttempt: number | null;
  /** A save coupon's part of the price taken off this invoice. */
  discount?: { coupon: string; amount: number } | null;
}

/** A subscription's invoice as Stripe's API answers it: one line for the period, the subscription as parent. */
export function toStripeInvoice(row: SubscriptionRow, invoice: InvoiceFacts): Record<string, unknown> {
  const details = detailsOf(row);
  const off = invoice.discount?.amount ?? 0;
  const amount = details.unitAmount - off;
  const discountId = invoice.discount && `di_${invoice.discount.coupon.slice(4)}`;
  return {
    id: invoice.id,
    object: 'invoice',
    customer: row.customer,
    customer_email: details.customerEmail,
    status: invoice.paid ? 'paid' : 'open',
    currency: details.currency,
    amount_due: amount,
    amount_paid: invoice.paid ? amount : 0,
    amount_remaining: invoice.paid ? 0 : amount,
    subtotal: details.unitAmount,
    total: amount,
    discounts: discountId ? [discountId] : [],
    total_discount_amounts: discountId ? [{ amount: off, discount: discountId }] : [],
    attempt_count: invoice.attempts,
    attempted: true,
    billing_reason: invoice.billingReason,
    next_payment_attempt: invoice.nextAttempt,
    created: invoice.created,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    // Billed on the sandbox's clock, as Stripe's invoices of a test clock's customer are: paid at its time.
    test_clock: 'clock_sandbox',
    status_transitions: {
      finalized_at: invoice.created,
      paid_at: invoice.paid ? invoice.created : null,
      marked_uncollectible_at: null,
      voided_at: null,
    },
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: row.id, metadata: details.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${invoice.id.slice(3)}`,
          object: 'line_item',
          amount: details.unitAmount,
          currency: details.currency,
          description: `1 × ${details.productName} (per ${details.interval})`,
          period: { start: invoice.periodStart, end: invoice.periodEnd },
          quantity: 1,
        },
      ],
    },
  };
}

/** One interval later, in UTC, as Stripe bills (a month from the 31st ends on the last day of the month). */
export function addInterval(start: number, interval: Interval): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1, date.getUTCMonth(), 1);
  else date.setUTCMonth(date.getUTCMonth() + 1, 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return seconds(date);
}

/** A subscription invoice's facts as first billed: one attempt, its period, when it was created. */
export function invoiceFacts(
  id: string,
  paid: boolean,
  periodStart: number,
  periodEnd: number,
  created: number,
): InvoiceFacts {
  return {
    id,
    paid,
    periodStart,
    periodEnd,
    attempts: 1,
    created,
    billingReason: 'subscription_create',
    nextAttempt: null,
  };
}
