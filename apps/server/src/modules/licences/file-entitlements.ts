import type { LicencePayload } from '@shop/contracts';
import { products } from '../../lib/db/schema';

/** The product columns a licence file's entitlements come from (docs/licence-verification.md, "Entitlements"). */
export const licensedProductColumns = {
  slug: products.slug,
  licenceBuild: products.licenceBuild,
  licenceEdition: products.licenceEdition,
  licenceFeatures: products.licenceFeatures,
};
export type LicensedProduct = Pick<
  typeof products.$inferSelect,
  'slug' | 'licenceBuild' | 'licenceEdition' | 'licenceFeatures'
>;

/**
 * The entitlements every kind of file carries, besides its `updatesUntil` (each kind has its own rule for
 * that one): the build id the indicator checks (the slug unless the owner named a build shared by a Lite and a
 * Premium product), the edition, the feature keys as one space-separated string (the C# client reads flat
 * JSON only) and the machines at once: a seat's N, 1 for a file bound to one machine.
 */
export function fileEntitlements(
  product: LicensedProduct,
  seats = 1,
): Pick<LicencePayload, 'build' | 'edition' | 'features' | 'seats'> {
  return {
    build: product.licenceBuild ?? product.slug,
    edition: product.licenceEdition,
    features: product.licenceFeatures.join(' '),
    seats,
  };
}

/** A lifetime licence's file is named after the build it runs, so the indicator finds it whichever edition it grants. */
export const buildOf = (product: LicensedProduct) => product.licenceBuild ?? product.slug;
