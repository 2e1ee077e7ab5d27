import { z } from 'zod';
import { idSchema } from './common';

/** docs/rules/releases.md: the largest release zip, and the bounds that tell a zip bomb apart. */
export const RELEASE_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const RELEASE_UNCOMPRESSED_MAX_BYTES = 200 * 1024 * 1024;
export const RELEASE_COMPRESSION_RATIO_MAX = 100;
export const RELEASE_ENTRIES_MAX = 2000;

/**
 * Why an uploaded release zip is refused; each is the error key `releases.zip.<reason>` with its FR and EN
 * message.
 */
export const releaseZipRefusals = [
  'notZip',
  'tooLarge',
  'unsafePath',
  'namesDiffer',
  'bomb',
  'layout',
  'sourceInProtected',
] as const;
export type ReleaseZipRefusal = (typeof releaseZipRefusals)[number];
export const releaseZipErrorKey = (reason: ReleaseZipRefusal) => `releases.zip.${reason}` as const;

/** `1.2`, `1.2.3`, `2.0.0-beta.1`: digits first, so versions sort and read as NinjaTrader vendors write them. */
const versionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,4}){1,3}(-[0-9A-Za-z.]{1,20})?$/, 'releases.versionInvalid');
/** NinjaTrader 8 builds are numbered 8.x.y.z. */
const platformVersionSchema = z
  .string()
  .trim()
  .regex(/^8(\.\d{1,4}){1,3}$/, 'releases.platformVersionInvalid');
const changelogSchema = z.string().trim().min(1, 'releases.changelogRequired').max(20_000);

/** What the back-office publishes once the zip is uploaded (`file` is the upload's answer). */
export const releasePublishSchema = z
  .object({
    version: versionSchema,
    minPlatformVersion: platformVersionSchema,
    changelogFr: changelogSchema,
    changelogEn: changelogSchema,
    file: z.string().min(1).max(250),
  })
  .strict();
export type ReleasePublish = z.infer<typeof releasePublishSchema>;

/** The answer to a checked and stored upload: the name to publish it under. */
export const releaseUploadSchema = z.object({ file: z.string(), sizeBytes: z.number().int() });
export type ReleaseUpload = z.infer<typeof releaseUploadSchema>;

export const releaseIdParamsSchema = z.object({ id: idSchema, releaseId: idSchema });

/** A release as the back-office lists it, with how many buyers downloaded it. */
export const adminReleaseSchema = z.object({
  id: z.string(),
  version: z.string(),
  minPlatformVersion: z.string(),
  changelogFr: z.string(),
  changelogEn: z.string(),
  file: z.string(),
  sizeBytes: z.number().int(),
  publishedAt: z.string(),
  downloaders: z.number().int(),
});
export type AdminRelease = z.infer<typeof adminReleaseSchema>;
export const adminReleaseListSchema = z.object({ releases: z.array(adminReleaseSchema) });
export type AdminReleaseList = z.infer<typeof adminReleaseListSchema>;

/** A release in the reader's language: what the product page, the feed and the customer area show. */
export const publicReleaseSchema = z.object({
  version: z.string(),
  minPlatformVersion: z.string(),
  changelog: z.string(),
  publishedAt: z.string(),
});
export type PublicRelease = z.infer<typeof publicReleaseSchema>;
export const publicReleaseListSchema = z.array(publicReleaseSchema);

/**
 * Per product the buyer holds (docs/rules/releases.md): the version they last downloaded, the newest they are
 * entitled to (with its file to download), whether that is an update, and the newer ones a renewal would add.
 */
export const buyerReleaseSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  slug: z.string(),
  installedVersion: z.string().nullable(),
  latestEntitled: publicReleaseSchema.extend({ file: z.string() }).nullable(),
  updateAvailable: z.boolean(),
  /** Newer releases outside the buyer's updates period: what renewing would bring. */
  byRenewing: z.array(publicReleaseSchema),
});
export type BuyerRelease = z.infer<typeof buyerReleaseSchema>;
export const buyerReleaseListSchema = z.array(buyerReleaseSchema);

/** The profile's switch for release e-mails. */
export const releaseEmailsSettingSchema = z.object({ releaseEmails: z.boolean() }).strict();
export type ReleaseEmailsSetting = z.infer<typeof releaseEmailsSettingSchema>;
