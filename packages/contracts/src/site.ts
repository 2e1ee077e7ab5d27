import { z } from 'zod';

/**
 * The seller's legal identity, configured once on the server (SELLER_* variables) and shown by the legal
 * pages, invoices and e-mails. The web app reads it at run time from GET /api/config/public.
 */
export const sellerIdentitySchema = z.object({
  name: z.string(),
  legalForm: z.string(),
  shareCapital: z.string(),
  address: z.string(),
  rcsCity: z.string(),
  rcsNumber: z.string(),
  siret: z.string(),
  vat: z.string(),
  hosting: z.string(),
  email: z.string(),
});
export type SellerIdentity = z.infer<typeof sellerIdentitySchema>;

/** `measurementScriptUrl`: the audience-measurement script, loaded only with the visitor's consent. */
export const publicConfigSchema = z.object({
  seller: sellerIdentitySchema,
  measurementScriptUrl: z.string().nullable(),
  /** Script of the optional partner widget on /free (PARTNER_WIDGET_URL); null shows none. */
  partnerWidgetUrl: z.string().nullable(),
  /** The built-in payment sandbox takes the payments: every page says no money is taken. */
  demoShop: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
