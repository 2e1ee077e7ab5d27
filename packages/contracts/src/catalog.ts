import { languageSchema } from '@shop/i18n/language-schema';
import { z } from 'zod';
import { productCategories, productSorts } from './catalog-options';
import { moneyInSchema } from './money-schema';
import { namedProductSchema } from './selling';
import { productLicensingSchema } from './vendor-licences';

export const productCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productSortSchema = z.enum(productSorts);
export type ProductSort = z.infer<typeof productSortSchema>;

/**
 * A product as the storefront reads it. `name`, `description` and `features` are in the request's language
 * (docs/rules/languages.md), and only in it: a reader in the other language asks again (`?lang=`).
 */
export const productSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** The one-off price in euros (docs/rules/currencies.md). */
  price: moneyInSchema('eur'),
  /** The one-off price in US dollars, set by the admin; null when the product is not sold in dollars. */
  usdPrice: moneyInSchema('usd').nullable(),
  /** The lease plans' prices in euros, per month and per year; null when the plan is not offered. */
  monthlyPrice: moneyInSchema('eur').nullable(),
  yearlyPrice: moneyInSchema('eur').nullable(),
  /** The lease plans' prices in US dollars; null when that plan is not leased in dollars. */
  usdMonthlyPrice: moneyInSchema('usd').nullable(),
  usdYearlyPrice: moneyInSchema('usd').nullable(),
  countInStock: z.number().int(),
  image: z.string(),
  images: z.array(z.string()),
  category: productCategorySchema,
  downloadLink: z.string(),
  compatibility: z.string(),
  /**
   * The one-time plan: null is lifetime with every update, N is lifetime with the updates of the N months
   * after payment (docs/rules/licences.md).
   */
  updatesMonths: z.number().int().nullable(),
  /** Days of the free trial it offers, null when none (docs/rules/trials.md). */
  trialDays: z.number().int().nullable(),
  /** Who delivers its licence: the shop, or NinjaTrader's own licensing (docs/rules/vendor-licences.md). */
  licensing: productLicensingSchema,
  /** Average stars of the visible reviews (one decimal); null while there is none (docs/rules/reviews.md). */
  rating: z.number().nullable(),
  numReviews: z.number().int(),
  updatedAt: z.string(),
  /**
   * A bundle's contained indicators (docs/rules/bundles.md), in the admin's order; only on a single product's
   * answer (its page), absent for a plain product and in lists.
   */
  contains: z.array(namedProductSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** A product's texts in one language. */
export const productTextSchema = z.object({
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
});
export type ProductText = z.infer<typeof productTextSchema>;

export const productListQuerySchema = z
  .object({
    category: productCategorySchema.optional(),
    sort: productSortSchema.optional(),
    search: z.string().trim().max(100).optional(),
    free: z.enum(['true', 'false']).optional(),
    lang: languageSchema.optional(),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.array(productSchema);

export const productParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Old slugs that product links may still carry; they resolve to the product that replaced them. */
export const legacySlugs: Readonly<Record<string, string>> = {
  'volume-profile': 'volume-profile-premium',
  'vwap-avance': 'vwap-premium',
};

const slugByName: Readonly<Record<string, string>> = {
  'volume profile': 'volume-profile-premium',
  'volume profile premium': 'volume-profile-premium',
  'volume profile lite': 'volume-profile-lite',
  'vwap premium': 'vwap-premium',
  'vwap avancé': 'vwap-premium',
  'vwap lite': 'vwap-lite',
  'trading sessions': 'trading-sessions',
  'asian session levels': 'asian-session-levels',
  'enhanced session levels': 'enhanced-session-levels',
  'risk/reward': 'risk-reward',
  'risk reward': 'risk-reward',
};

/** docs/rules/back-office.md: known names map to catalogue slugs; any other name is lower-cased with spaces as hyphens. */
export function slugFromName(name: string): string {
  const key = name.trim().toLowerCase();
  return slugByName[key] ?? key.replace(/\s+/g, '-');
}
