import { z } from 'zod';

/**
 * What a licence file grants the indicator (issue 46, docs/licence-verification.md "Entitlements"): the build
 * it runs, the edition, the feature keys `HasFeature` tests, the updates end and the machines at once. The
 * owner sets the first three per product; one build id shared by a Lite and a Premium product lets one
 * indicator build accept either licence and unlock what the Premium one lists.
 */

/** A feature or edition key: short, lower-case, machine-readable (never a marketing text). */
export const LICENCE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A build id: the same alphabet, as long as a slug may reasonably be. */
export const LICENCE_BUILD_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const LICENCE_FEATURES_MAX = 20;

const buildIssue = 'adminCatalog.licenceBuildInvalid';
const editionIssue = 'adminCatalog.licenceEditionInvalid';
const featureIssue = 'adminCatalog.licenceFeatureInvalid';

/**
 * The product form's licence settings; each left out keeps the product's. Null build: the product's slug
 * is its build; null edition: none; an empty list: no features.
 */
export const productLicenceSettingsSchema = z.object({
  licenceBuild: z
    .string({ error: buildIssue })
    .regex(LICENCE_BUILD_PATTERN, buildIssue)
    .nullable()
    .optional(),
  licenceEdition: z
    .string({ error: editionIssue })
    .regex(LICENCE_KEY_PATTERN, editionIssue)
    .nullable()
    .optional(),
  licenceFeatures: z
    .array(z.string({ error: featureIssue }).regex(LICENCE_KEY_PATTERN, featureIssue), {
      error: featureIssue,
    })
    .max(LICENCE_FEATURES_MAX, 'adminCatalog.licenceFeaturesTooMany')
    .refine((keys) => new Set(keys).size === keys.length, 'adminCatalog.licenceFeatureRepeated')
    .optional(),
});

/** The back office's view of them. */
export const adminProductLicenceSchema = z.object({
  licenceBuild: z.string().nullable(),
  licenceEdition: z.string().nullable(),
  licenceFeatures: z.array(z.string()),
});

/**
 * The entitlements' members of a signed payload. They sit flat beside the other claims, `features` as one
 * space-separated string (as OAuth's `scope`): the C# client reads flat JSON only, so a nested object or an
 * array would make every indicator built before them refuse the file. Each is optional: a file signed
 * before them still verifies, and `entitlementsOf` gives it the defaults.
 */
export const licencePayloadEntitlementsSchema = z.object({
  /** The build id the indicator checks; absent: the `product` slug. */
  build: z.string().optional(),
  edition: z.string().nullable().optional(),
  /** Feature keys separated by single spaces; absent or empty: none. */
  features: z.string().optional(),
  /** Machines this file's seat holds at once: N for a `seat` file, 1 for the other kinds; absent: 1. */
  seats: z.number().int().min(1).optional(),
});

export interface LicenceEntitlements {
  build: string;
  edition: string | null;
  features: string[];
  updatesUntil: string | null;
  seats: number;
}

/** What a verified payload grants, defaults filled in for a file signed before entitlements. */
export function entitlementsOf(payload: {
  product: string;
  updatesUntil: string | null;
  build?: string | undefined;
  edition?: string | null | undefined;
  features?: string | undefined;
  seats?: number | undefined;
}): LicenceEntitlements {
  return {
    build: payload.build ?? payload.product,
    edition: payload.edition ?? null,
    features: (payload.features ?? '').split(' ').filter((key) => key !== ''),
    updatesUntil: payload.updatesUntil,
    seats: payload.seats ?? 1,
  };
}
