import { productCategories } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    featuresFr: jsonb('features_fr').$type<string[]>().notNull(),
    featuresEn: jsonb('features_en').$type<string[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * The one-off price in US cents, set by the admin beside the euro one and never converted from it; null
     * when the product is not sold in dollars (docs/rules/currencies.md).
     */
    usdPriceCents: integer('usd_price_cents'),
    /**
     * The lease plans on Stripe Billing, per month and per year, beside the one-off price; null when that plan
     * is not offered (docs/rules/leases.md).
     */
    monthlyPriceCents: integer('monthly_price_cents'),
    yearlyPriceCents: integer('yearly_price_cents'),
    /**
     * The lease plans' US dollar twins, set by the admin and never converted; null when that plan is not
     * leased in dollars (docs/rules/currencies.md).
     */
    usdMonthlyPriceCents: integer('usd_monthly_price_cents'),
    usdYearlyPriceCents: integer('usd_yearly_price_cents'),
    /** Per-order quantity cap; 0 means out of stock (add-to-cart disabled, checkout refused). */
    countInStock: integer('count_in_stock').notNull().default(100),
    /**
     * Off sale when false: hidden from the catalogue, its pages, the sitemap and search, and refused at
     * checkout, while past buyers keep their downloads, licences, invoices and orders (docs/rules/back-office.md).
     */
    published: boolean('published').notNull().default(true),
    images: jsonb('images').$type<string[]>().notNull(),
    category: text('category', { enum: productCategories }).notNull(),
    /** Name of the indicator's zip in file storage (`downloadLink`, docs/rules/downloads.md). */
    downloadFile: text('download_file').notNull(),
    /** Sold compiled only: a release zip holding `.cs` source is refused (docs/rules/releases.md). */
    isProtected: boolean('is_protected').notNull().default(false),
    compatibility: text('compatibility').notNull().default('NinjaTrader 8'),
    /**
     * The one-time plan: null is lifetime with every update; N (1..120) is lifetime with the updates released
     * in the N months after payment (docs/rules/licences.md). Each order line keeps its own copy.
     */
    updatesMonths: integer('updates_months'),
    /** Days of the free trial the product offers (1 to 90), null when it offers none (docs/rules/trials.md). */
    trialDays: integer('trial_days'),
    /**
     * Machines at once per seat (issue 46, docs/rules/seats.md): null follows `LICENSE_MACHINES_PER_SEAT`
     * (2, as NinjaTrader's own licensing).
     */
    machinesPerSeat: integer('machines_per_seat'),
    /**
     * What its licence files grant beyond the product (docs/licence-verification.md, "Entitlements"): the build
     * id the indicator checks (null: the slug; Lite and Premium products name one build so one indicator
     * serves both), an edition key (null: none) and feature keys the indicator tests with `HasFeature`.
     */
    licenceBuild: text('licence_build'),
    licenceEdition: text('licence_edition'),
    licenceFeatures: jsonb('licence_features').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_updates_months_range', sql`${t.updatesMonths} between 1 and 120`),
    check('products_machines_per_seat_range', sql`${t.machinesPerSeat} between 1 and 20`),
    check('products_licence_build_key', sql`${t.licenceBuild} ~ '^[a-z0-9][a-z0-9-]{0,79}$'`),
    check('products_licence_edition_key', sql`${t.licenceEdition} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`),
  ],
);

/**
 * One row whose version triggers on `products` and `reviews` bump on every write (migrations 0015, 0017),
 * whoever writes: each instance compares it with the version its cached catalogue answers were built from
 * (docs/decisions/0006-catalogue-cache.md).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Every price change of a product: who, when, from what to what and why. */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The admin who changed it; kept as null if that account is later deleted. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Which of the product's prices changed (docs/rules/currencies.md). */
    currency: text('currency', { enum: ['eur', 'usd'] })
      .notNull()
      .default('eur'),
    /** Null for a dollar price set for the first time, or taken away (the product no longer sold in dollars). */
    oldPriceCents: integer('old_price_cents'),
    newPriceCents: integer('new_price_cents'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.createdAt)],
);
