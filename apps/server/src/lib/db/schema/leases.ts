import { leaseCancelReasons } from '@shop/contracts';
import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * A buyer's lease of a product on Stripe Billing (docs/rules/leases.md). Created `incomplete` when the buyer
 * opens the subscription checkout (its id rides in the subscription's metadata), then kept in step with the
 * provider's subscription, read fresh on each of its events, so events arriving late or twice change nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    /** The plan's price when subscribed, VAT included; each paid period's order bills what the provider charged. */
    priceCents: integer('price_cents').notNull(),
    /**
     * What the lease is priced and billed in, chosen at its checkout: every period's order keeps it, whatever
     * the product's prices or the buyer's currency later (docs/rules/currencies.md).
     */
    currency: text('currency', { enum: ['eur', 'usd'] })
      .notNull()
      .default('eur'),
    language: text('language', { enum: languages }).notNull().default('fr'),
    /**
     * The withdrawal consent the buyer gave at the lease's checkout (docs/rules/checkout.md), when and which
     * text version: each period's order records it as a one-off order records its own.
     */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    /** The NinjaTrader account e-mail the lease's checkout asked (a product licensed by NinjaTrader): every period's order keeps it. */
    ninjaTraderEmail: text('ninjatrader_email'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /** The provider's customer paying it, copied from the subscription: a card updated by them retries its invoice. */
    providerCustomerId: text('provider_customer_id'),
    checkoutSessionId: text('checkout_session_id').unique(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'canceled'] })
      .notNull()
      .default('incomplete'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The end of the last period paid for: with the grace period, how long the lease's licence runs. */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Set by a failed renewal: the lease runs until then unless a payment comes; cleared by one. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** Failed payment attempts the provider reported (`invoice.payment_failed`, each applied once): the back-office's count. */
    failedPayments: integer('failed_payments').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The NinjaTrader MachineId the lease's licence file is bound to (a trial's machine, or the buyer's choice). */
    machineId: text('machine_id'),
    machineName: text('machine_name'),
    /** When the buyer last moved the licence to another machine: the move cooldown of docs/rules/licences.md. */
    machineMovedAt: timestamp('machine_moved_at', { withTimezone: true }),
    /** Set when a refund of a period ended the lease's licence at once (docs/rules/leases.md). */
    licenceRevokedAt: timestamp('licence_revoked_at', { withTimezone: true }),
    /** The grace e-mails' claims (sent once each per grace period); cleared when a payment ends the grace. */
    graceStartMailAt: timestamp('grace_start_mail_at', { withTimezone: true }),
    graceMidwayMailAt: timestamp('grace_midway_mail_at', { withTimezone: true }),
    graceReminderMailAt: timestamp('grace_reminder_mail_at', { withTimezone: true }),
    graceEndMailAt: timestamp('grace_end_mail_at', { withTimezone: true }),
    /** While a pause the buyer accepted runs (the provider's `pause_collection.resumes_at`): no period is billed. */
    pauseResumesAt: timestamp('pause_resumes_at', { withTimezone: true }),
    /** When the buyer accepted a save offer (a pause or a coupon): one per lease. */
    saveOfferTakenAt: timestamp('save_offer_taken_at', { withTimezone: true }),
    /** The save coupon's name, printed on the discounted periods' orders and invoices. */
    saveCouponCode: text('save_coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_customer_idx').on(t.providerCustomerId),
  ],
);

/**
 * When the dunning e-mails of a grace period go out, set by the owner in the back-office (docs/rules/leases.md),
 * one row (id 1): the mid-grace reminder that many days after the failure, the last one that many days before
 * the grace ends. No row: the defaults.
 */
export const leaseDunningSettings = pgTable(
  'lease_dunning_settings',
  {
    id: smallint('id').primaryKey().default(1),
    midwayAfterDays: smallint('midway_after_days').notNull(),
    lastNoticeBeforeDays: smallint('last_notice_before_days').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('lease_dunning_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The offer a product's buyers get when they ask to cancel (docs/rules/leases.md): a pause of one to
 * `max_pause_months` months, or `percent_off` off the next `periods` periods. No row: no offer.
 */
export const leaseSaveOffers = pgTable('lease_save_offers', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['pause', 'coupon'] }).notNull(),
  maxPauseMonths: integer('max_pause_months'),
  percentOff: integer('percent_off'),
  periods: integer('periods'),
  updatedAt: updatedAt(),
});

/**
 * Each time a buyer went through the cancel dialog to its end: the reason and free text given, the offer shown
 * (`none` when there was none) and the answer, counted per product in the back-office.
 */
export const leaseCancellations = pgTable(
  'lease_cancellations',
  {
    id: primaryId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: leaseCancelReasons }),
    note: text('note'),
    offer: text('offer', { enum: ['none', 'pause', 'coupon'] }).notNull(),
    accepted: boolean('accepted').notNull().default(false),
    pauseMonths: integer('pause_months'),
    createdAt: createdAt(),
  },
  (t) => [index('lease_cancellations_product_idx').on(t.productId)],
);
