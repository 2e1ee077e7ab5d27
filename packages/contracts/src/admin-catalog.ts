import { z } from 'zod';
import { productCategorySchema, productSchema, productTextSchema } from './catalog';
import { idSchema, pageQuerySchema, paginationSchema } from './common';
import { currencySchema } from './currency';
import type { Currency } from './currency-choice';
import { adminProductLicenceSchema, productLicenceSettingsSchema } from './licence-entitlements';
import { moneyInSchema, moneySchema } from './money-schema';
import { trialDaysSchema } from './trials';

/** Admin product list sorts: the five of docs/rules/back-office.md. */
export const adminProductSorts = [
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'category_asc',
] as const;
export const adminProductSortSchema = z.enum(adminProductSorts);
export type AdminProductSort = z.infer<typeof adminProductSortSchema>;

export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

export const adminProductListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: productCategorySchema.optional(),
    sort: adminProductSortSchema.optional(),
    page: pageQuerySchema.shape.page,
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
  })
  .strict();
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

/**
 * A product as the back office reads it: the storefront's answer (texts in the reader's language, for the
 * tables) and both languages' texts, which the product form edits.
 */
/** The machines per seat an owner may set on a product (docs/rules/seats.md; the database checks it too). */
export const MACHINES_PER_SEAT_MIN = 1;
export const MACHINES_PER_SEAT_MAX = 20;

export const adminProductSchema = productSchema.extend({
  translations: z.object({ fr: productTextSchema, en: productTextSchema }),
  /** False when taken off sale: hidden from the storefront, still delivered to past buyers. */
  published: z.boolean(),
  /** Sold compiled only: a release zip holding `.cs` source is refused (docs/rules/releases.md). */
  isProtected: z.boolean(),
  /** Machines at once per seat; null follows the shop's default (docs/rules/seats.md). */
  machinesPerSeat: z.number().int().nullable(),
  ...adminProductLicenceSchema.shape,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  categories: z.array(productCategorySchema),
  pagination: paginationSchema,
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/**
 * docs/rules/back-office.md: revenue and average basket (revenue / sales, 0 without sales) per currency, never
 * added together: one Money per currency sold in, euros always first. `totalSales` counts the sales of every
 * currency (a count, not an amount).
 */
export const adminProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalRevenue: z.array(moneySchema),
  totalSales: z.number().int(),
  averageBasket: z.array(moneySchema),
});
export type AdminProductStats = z.infer<typeof adminProductStatsSchema>;

export const productIdParamsSchema = z.object({ id: idSchema });

const reasonSchema = z.string().trim().max(200).optional();

/** The most any price may be, in cents (100 000 € or US$): a typo cannot overflow the integer cents column. */
const PRICE_MAX_CENTS = 10_000_000;

/**
 * A price the admin sets, as a Money in the one currency its field is for, in whole cents from `minCents` up to
 * 100 000. `issue`, when given, is the errors key every failure answers with (its own translated message).
 */
const adminMoneySchema = (currency: Currency, minCents: number, issue?: string) =>
  z
    .object(
      {
        amount: z.number({ error: issue }).int(issue).min(minCents, issue).max(PRICE_MAX_CENTS, issue),
        currency: moneyInSchema(currency, issue).shape.currency,
      },
      { error: issue },
    )
    .strict();
const adminPriceSchema = adminMoneySchema('eur', 0);

export const priceChangeSchema = z.object({ price: adminPriceSchema, reason: reasonSchema }).strict();
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const bulkPriceUpdateSchema = z
  .object({
    updates: z
      .array(z.object({ productId: idSchema, price: adminPriceSchema, reason: reasonSchema }).strict())
      .min(1)
      .max(500),
  })
  .strict();
export type BulkPriceUpdate = z.infer<typeof bulkPriceUpdateSchema>;

export const bulkPriceResultSchema = z.object({
  results: z.array(
    z.object({ productId: z.string(), productName: z.string(), newPrice: moneyInSchema('eur') }),
  ),
});
export type BulkPriceResult = z.infer<typeof bulkPriceResultSchema>;

export const priceHistoryEntrySchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** Which price changed; a dollar price set for the first time has no old price, one taken away no new one. */
  currency: currencySchema,
  oldPrice: moneySchema.nullable(),
  newPrice: moneySchema.nullable(),
  reason: z.string().nullable(),
  changedAt: z.string(),
  changedBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export const priceHistorySchema = z.object({ history: z.array(priceHistoryEntrySchema) });

/** The bounds of a product's updates period, in months (docs/rules/licences.md). */
export const UPDATES_MONTHS_MIN = 1;
export const UPDATES_MONTHS_MAX = 120;
const updatesMonthsIssue = 'adminCatalog.updatesMonthsRange';
/**
 * A lease plan's price: at least 0.50 (€ or US$), the smallest amount Stripe charges in either currency, since
 * a free lease has no renewal to bill (docs/rules/leases.md). Each currency has its own key, naming its bounds.
 */
const euroLeasePriceSchema = adminMoneySchema('eur', 50, 'adminCatalog.leasePriceInvalid');
const usdLeasePriceSchema = adminMoneySchema('usd', 50, 'adminCatalog.usdLeasePriceInvalid');

const productTextInputSchema = z
  .object({
    name: z.string().trim().min(1, 'adminCatalog.nameRequired').max(120),
    description: z.string().trim().min(1, 'adminCatalog.descriptionRequired').max(5000),
    features: z.array(z.string().trim().min(1).max(200)).max(20),
  })
  .strict();

/** What an admin edits on a product, in both languages (the price changes only through the price routes). */
export const productDetailsSchema = z
  .object({
    translations: z.object({ fr: productTextInputSchema, en: productTextInputSchema }).strict(),
    category: productCategorySchema,
    compatibility: z.string().trim().min(1).max(120),
    /** The most one order may buy; 0 means out of stock. */
    countInStock: z.number().int().min(0).max(100_000),
    /**
     * null: lifetime with every update; N: lifetime with the updates of the N months after payment. Absent
     * from an edit: unchanged (absent from a creation: every update).
     */
    updatesMonths: z
      .number({ error: updatesMonthsIssue })
      .int(updatesMonthsIssue)
      .min(UPDATES_MONTHS_MIN, updatesMonthsIssue)
      .max(UPDATES_MONTHS_MAX, updatesMonthsIssue)
      .nullable()
      .optional(),
    /** Sold compiled only (no `.cs` in its releases); left out, an edit keeps it. */
    isProtected: z.boolean().optional(),
    /** The free trial's days, null for none; left out, an edit keeps the product's (docs/rules/trials.md). */
    trialDays: trialDaysSchema.optional(),
    /**
     * Machines each seat holds at once (docs/rules/seats.md); null follows `LICENSE_MACHINES_PER_SEAT`; left
     * out, an edit keeps the product's.
     */
    machinesPerSeat: z
      .number({ error: 'adminCatalog.machinesPerSeatRange' })
      .int('adminCatalog.machinesPerSeatRange')
      .min(MACHINES_PER_SEAT_MIN, 'adminCatalog.machinesPerSeatRange')
      .max(MACHINES_PER_SEAT_MAX, 'adminCatalog.machinesPerSeatRange')
      .nullable()
      .optional(),
    /** The licence files' build, edition and feature keys (docs/licence-verification.md); left out, kept. */
    ...productLicenceSettingsSchema.shape,
    /** Null takes the plan off; left out, an edit keeps the plan as it is. */
    monthlyPrice: euroLeasePriceSchema.nullable().optional(),
    yearlyPrice: euroLeasePriceSchema.nullable().optional(),
    /**
     * The lease plans' US dollar twins (docs/rules/currencies.md): null, that plan is not leased in dollars;
     * left out, an edit keeps it. A running lease keeps the price and currency it started with.
     */
    usdMonthlyPrice: usdLeasePriceSchema.nullable().optional(),
    usdYearlyPrice: usdLeasePriceSchema.nullable().optional(),
    /**
     * The one-off price in US dollars (docs/rules/currencies.md): null, not sold in dollars; left out, an edit
     * keeps it. A change is recorded in the price history with its currency.
     */
    usdPrice: adminMoneySchema('usd', 0).nullable().optional(),
  })
  .strict();
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const productCreateSchema = productDetailsSchema.extend({ price: adminPriceSchema }).strict();
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** An edit may also reorder or drop images already uploaded (the first one is the product's picture). */
export const productUpdateSchema = productDetailsSchema
  .extend({ images: z.array(z.string().max(300)).max(20).optional() })
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** Puts a product on sale or takes it off sale (docs/rules/back-office.md). */
export const productPublicationSchema = z.object({ published: z.boolean() }).strict();
export type ProductPublication = z.infer<typeof productPublicationSchema>;

export const productImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_ZIP_MAX_BYTES = 50 * 1024 * 1024;

export const productImageParamsSchema = z.object({
  id: idSchema,
  file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/),
});
