import { z } from 'zod';
import { idSchema } from './common';
import { moneySchema } from './money-schema';

/** Most indicators a bundle may contain (docs/rules/bundles.md). */
export const BUNDLE_MAX_PRODUCTS = 10;
/** Longest upgrade window an admin may set, in days (docs/rules/upgrades.md). */
export const UPGRADE_WINDOW_MAX_DAYS = 3650;

/** `PUT /api/admin/products/:id/bundle`: the indicators the product grants; an empty list makes it a plain product. */
export const bundleContentsBodySchema = z
  .object({
    productIds: z
      .array(idSchema)
      .max(BUNDLE_MAX_PRODUCTS, 'bundle.tooMany')
      .refine((ids) => new Set(ids).size === ids.length, 'bundle.duplicate'),
  })
  .strict();
export type BundleContentsBody = z.infer<typeof bundleContentsBodySchema>;

/** `PUT /api/admin/products/:id/upgrade-paths`: the products a buyer of this one may upgrade to. */
export const upgradePathsBodySchema = z
  .object({
    paths: z
      .array(
        z
          .object({
            to: idSchema,
            /** Only within this many days of the purchase; null: any time. */
            withinDays: z
              .number()
              .int()
              .min(1, 'upgrade.windowRange')
              .max(UPGRADE_WINDOW_MAX_DAYS, 'upgrade.windowRange')
              .nullable(),
          })
          .strict(),
      )
      .max(BUNDLE_MAX_PRODUCTS)
      .refine((paths) => new Set(paths.map((path) => path.to)).size === paths.length, 'upgrade.duplicate'),
  })
  .strict();
export type UpgradePathsBody = z.infer<typeof upgradePathsBodySchema>;

/** A product named in the buyer's language, as bundles and upgrades list them. */
export const namedProductSchema = z.object({ _id: z.string(), slug: z.string(), name: z.string() });
export type NamedProduct = z.infer<typeof namedProductSchema>;

/** What a product sells beside itself: the indicators it contains and the products it upgrades to. */
export const productSellingSchema = z.object({
  contains: z.array(namedProductSchema),
  upgradesTo: z.array(namedProductSchema.extend({ withinDays: z.number().int().nullable() })),
});
export type ProductSelling = z.infer<typeof productSellingSchema>;

/**
 * An upgrade the signed-in buyer may buy now (`GET /api/upgrades`): from their line of `from` in
 * `fromOrderId` to `to`, for `price` per seat (the difference) in the original order's currency (an upgrade
 * is paid in it, docs/rules/currencies.md), every seat of the line at once.
 */
export const upgradeOfferSchema = z.object({
  fromOrderId: z.string(),
  from: namedProductSchema,
  to: namedProductSchema,
  seats: z.number().int(),
  price: moneySchema,
  /** When the path's window closes (ISO), null without one. */
  windowEndsAt: z.string().nullable(),
});
export type UpgradeOffer = z.infer<typeof upgradeOfferSchema>;
export const upgradeOffersSchema = z.object({ offers: z.array(upgradeOfferSchema) });
export type UpgradeOffers = z.infer<typeof upgradeOffersSchema>;

/** One cart line as the server will charge it to the signed-in buyer (`POST /api/checkout/quote`). */
export const quotedLineSchema = z.object({
  product: z.string(),
  qty: z.number().int(),
  /** The unit price charged: net under reverse charge, after the bundle credit or as the upgrade difference. */
  price: moneySchema,
  /** The catalogue unit price. */
  listPrice: moneySchema,
  /** What the buyer's owned indicators took off a bundle (0 otherwise). */
  bundleCredit: moneySchema,
  /** The owned indicators the credit is for. */
  creditedProducts: z.array(z.string()),
  upgradeFrom: z.object({ orderId: z.string(), productName: z.string() }).nullable(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

/**
 * How the VAT of a sale is treated (docs/rules/vat.md): the prices include VAT at the rate of `country`
 * (`vatIncluded`), or an EU business outside France pays the net price and accounts for the VAT itself
 * (`reverseCharge`, rate 0).
 */
export const vatTreatments = ['vatIncluded', 'reverseCharge'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

/** The VAT of the quoted total, as the order and its invoice will state it: `gross` is what is charged. */
export const quotedVatSchema = z.object({
  treatment: z.enum(vatTreatments),
  /** Basis points (2000 = 20 %); 0 under reverse charge. */
  rateBps: z.number().int(),
  /** The country whose rate applies, or the business buyer's under reverse charge. */
  country: z.string(),
  net: moneySchema,
  vat: moneySchema,
  gross: moneySchema,
  /**
   * VAT is charged only because VIES did not answer about the buyer's EU VAT number: reverse charge applies,
   * and the VAT is refunded, once a later check confirms it (docs/rules/vat.md).
   */
  reverseChargePending: z.boolean(),
});
export type QuotedVat = z.infer<typeof quotedVatSchema>;

/** `total` is what the checkout charges for this cart, before any coupon; it equals `vat.gross`. */
export const checkoutQuoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  total: moneySchema,
  vat: quotedVatSchema,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
