import { z } from 'zod';

/**
 * The seller's legal identity, set in the back-office (the SELLER_* variables are its first values) and shown
 * by the legal pages, invoices and e-mails. The web app reads it at run time from GET /api/config/public. A
 * field not set yet is empty: each page, e-mail or document shows its own translated "not set" instead.
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
  /** The support e-mail address. */
  email: z.string(),
  /** The legal notice's publication director (directeur de la publication). */
  publisher: z.string(),
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
