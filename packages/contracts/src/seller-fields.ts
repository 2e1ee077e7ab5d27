import type { SellerIdentity } from './site';

// Zod-free: the storefront's legal pages and the server's e-mails and documents use these.

/** The identity's fields, in the order the settings page shows them; every one is required. */
export const sellerIdentityFields = [
  'name',
  'legalForm',
  'shareCapital',
  'address',
  'rcsCity',
  'rcsNumber',
  'siret',
  'vat',
  'email',
  'publisher',
  'hosting',
] as const satisfies readonly (keyof SellerIdentity)[];
export type SellerIdentityField = (typeof sellerIdentityFields)[number];

/** The fields still empty: the identity is complete when none is (legal pages and invoices show no gap). */
export const missingSellerFields = (identity: SellerIdentity): SellerIdentityField[] =>
  sellerIdentityFields.filter((field) => (identity[field] ?? '').trim() === '');

/**
 * The identity as a page, an e-mail or a document shows it: each field not set yet reads `notSet`, in the
 * reader's language ("(non renseigné)"), never an invented fact. A snapshot from before a field existed
 * (`publisher` on older invoices) reads `notSet` there too.
 */
export const sellerForDisplay = (identity: SellerIdentity, notSet: string): SellerIdentity =>
  Object.fromEntries(
    sellerIdentityFields.map((field) => [field, (identity[field] ?? '').trim() || notSet]),
  ) as SellerIdentity;
