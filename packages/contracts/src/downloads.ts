import { z } from 'zod';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/**
 * The purchased-product view (docs/rules/downloads.md): one entry per product and paid order, newest first. `downloadLink`
 * is the product's current zip (the `:file` of `GET /api/download/:file`); `quantity` is the seats bought.
 */
export const purchasedProductSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  slug: z.string(),
  /** The unit price paid, in the order's currency (0 for an indicator a bundle granted). */
  price: moneySchema,
  /** The currency the order was paid in (docs/rules/currencies.md). */
  currency: currencySchema,
  /**
   * For an indicator a bundle granted: the bundle's line of the order, its name and the unit price paid for it,
   * so the customer area shows the bundle as one purchase and the indicator as included in it
   * (docs/rules/bundles.md); null for a line bought on its own.
   */
  includedIn: z.object({ lineId: z.string(), name: z.string(), price: moneySchema }).nullable(),
  quantity: z.number().int(),
  purchaseDate: z.string(),
  orderId: z.string(),
  description: z.string(),
  downloadLink: z.string(),
  /**
   * Whether `POST /api/license/request` accepts a new licence of this line now (a seat left, the line still
   * live): the indicators tab offers "Get a licence" only then (docs/rules/entitlements.md).
   */
  licenceRequestable: z.boolean(),
});
export type PurchasedProduct = z.infer<typeof purchasedProductSchema>;

export const purchasedProductListSchema = z.array(purchasedProductSchema);

/**
 * The zip's name as `products.download_file` holds it: a file name, or `version/file name` once an admin has
 * replaced it. Anything else (a `..` segment, a backslash, an absolute path) is refused before any lookup.
 */
export const downloadFileNameSchema = z
  .string()
  .min(1)
  .max(250)
  .regex(/^[A-Za-z0-9_.() -]+(\/[A-Za-z0-9_.() -]+)?$/)
  .refine((name) => name.split('/').every((segment) => segment !== '.' && segment !== '..'));

export const downloadParamsSchema = z.object({ file: downloadFileNameSchema });

/** A signed link valid 5 minutes: the shop's own file route, or a presigned URL of the S3 bucket. */
export const downloadResponseSchema = z.object({ downloadUrl: z.string() });
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;
