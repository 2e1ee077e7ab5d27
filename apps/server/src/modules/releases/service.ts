import type { AdminRelease, PublicRelease, ReleasePublish } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor, Transaction } from '../../lib/db/client';
import { downloadLog, productReleases, products } from '../../lib/db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { type FileStorage, indicatorKey } from '../../lib/storage/storage';
import { saveProduct } from '../catalog';
import { entitles, type LeaseTerms, releaseEntitlements } from './entitlement';

export type ReleaseRow = typeof productReleases.$inferSelect;

/**
 * The name a release zip is stored under: a fresh folder per upload (links signed for an older key stay
 * valid) and a file name that says the platform, `<slug>_<version>_8.zip`, whatever the admin's file was
 * called (docs/rules/releases.md).
 */
export const releaseFileName = (slug: string, version: string) => `${slug}_${version}_8.zip`;
const uploadPattern = (slug: string, version: string) =>
  new RegExp(`^[0-9a-f-]{36}/${slug.replace(/[^a-z0-9-]/g, '')}_${version.replace(/\./g, '\\.')}_8\\.zip$`);

export async function productForRelease(db: Executor, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound('productNotFound');
  return row;
}

/** Stores a checked zip under its own new key; publishing names it. */
export async function storeReleaseZip(
  storage: FileStorage,
  slug: string,
  version: string,
  zip: Buffer,
): Promise<string> {
  const file = `${uuidv7()}/${releaseFileName(slug, version)}`;
  await storage.put(indicatorKey(file), zip);
  return file;
}

/**
 * Publishes a release in one transaction: it becomes the product's download file (what new buyers get) and
 * only the newest `kept` releases stay (older rows go, their zips are swept once no link to them is live).
 * Publishing a version again replaces its zip, changelogs and platform version and keeps its publication
 * time and its notices: buyers are told once (docs/rules/releases.md).
 */
export async function publishRelease(
  tx: Transaction,
  storage: FileStorage,
  input: { productId: string; release: ReleasePublish; adminId: string; kept: number },
): Promise<{ release: ReleaseRow; republished: boolean }> {
  const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
  if (!product) throw notFound('productNotFound');
  const { release } = input;
  if (!uploadPattern(product.slug, release.version).test(release.file)) {
    throw new AppError(400, 'releases.fileUnknown');
  }
  if (!(await storage.exists(indicatorKey(release.file)))) throw new AppError(400, 'releases.fileUnknown');
  const values = {
    minPlatformVersion: release.minPlatformVersion,
    changelogFr: release.changelogFr,
    changelogEn: release.changelogEn,
    downloadFile: release.file,
    sizeBytes: (await storage.stat(indicatorKey(release.file)))!.size,
  };
  const [existing] = await tx
    .select()
    .from(productReleases)
    .where(and(eq(productReleases.productId, product.id), eq(productReleases.version, release.version)));
  const [row] = existing
    ? await tx.update(productReleases).set(values).where(eq(productReleases.id, existing.id)).returning()
    : await tx
        .insert(productReleases)
        .values({ ...values, productId: product.id, version: release.version, publishedBy: input.adminId })
        .returning();
  const kept = await tx
    .select({ id: productReleases.id, downloadFile: productReleases.downloadFile })
    .from(productReleases)
    .where(eq(productReleases.productId, product.id))
    .orderBy(desc(productReleases.publishedAt), desc(productReleases.id));
  const dropped = kept.slice(input.kept).map((old) => old.id);
  if (dropped.length > 0) await tx.delete(productReleases).where(inArray(productReleases.id, dropped));
  // The newest kept release is what new buyers get (a republished older version does not take its place).
  await saveProduct(tx, { id: product.id, patch: { downloadFile: kept[0]!.downloadFile } });
  return { release: row!, republished: existing !== undefined };
}

/** A product's kept releases, newest first, each with how many buyers downloaded it. */
export async function adminReleases(db: Executor, productId: string): Promise<AdminRelease[]> {
  await productForRelease(db, productId);
  const rows = await db
    .select({ release: productReleases, downloaders: countDistinct(downloadLog.userId) })
    .from(productReleases)
    .leftJoin(downloadLog, eq(downloadLog.releaseId, productReleases.id))
    .where(eq(productReleases.productId, productId))
    .groupBy(productReleases.id)
    .orderBy(desc(productReleases.publishedAt), desc(productReleases.id));
  return rows.map(({ release, downloaders }) => ({
    id: release.id,
    version: release.version,
    minPlatformVersion: release.minPlatformVersion,
    changelogFr: release.changelogFr,
    changelogEn: release.changelogEn,
    file: release.downloadFile,
    sizeBytes: release.sizeBytes,
    publishedAt: release.publishedAt.toISOString(),
    downloaders: Number(downloaders),
  }));
}

export const publicRelease = (row: ReleaseRow, language: Language): PublicRelease => ({
  version: row.version,
  minPlatformVersion: row.minPlatformVersion,
  changelog: localized(row, 'changelog', language),
  publishedAt: row.publishedAt.toISOString(),
});

/** The kept releases of the products, newest first. */
export async function releasesOf(db: Executor, productIds: string[]): Promise<ReleaseRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productReleases)
    .where(inArray(productReleases.productId, productIds))
    .orderBy(desc(productReleases.publishedAt), desc(productReleases.id));
}

/**
 * When `downloadFile` is a release's zip: who may have a link to it. An admin always; a buyer entitled to
 * that release (docs/rules/releases.md); a buyer whose updates ended before it, 403 `releases.notEntitled`;
 * anyone else 403. Undefined when the file is no release (a product's zip from before releases).
 */
export async function findReleaseGrant(
  db: Executor,
  downloadFile: string,
  user: { id: string; isAdmin: boolean },
  terms: LeaseTerms,
): Promise<{ productId: string; orderId: string | null; releaseId: string } | undefined> {
  const [release] = await db
    .select()
    .from(productReleases)
    .where(eq(productReleases.downloadFile, downloadFile));
  if (!release) return undefined;
  const entitlement = (await releaseEntitlements(db, user.id, [release.productId], terms)).get(
    release.productId,
  );
  const grant = { productId: release.productId, releaseId: release.id };
  if (entitlement && entitles(entitlement, release.publishedAt))
    return { ...grant, orderId: entitlement.orderId };
  if (user.isAdmin) return { ...grant, orderId: null };
  throw forbidden(entitlement ? 'releases.notEntitled' : 'download.notBuyer');
}

/**
 * A product on sale, by its current slug, with its kept releases in `language`, newest first; undefined for
 * an unknown or off-sale product (it has no public page, so no public releases).
 */
export async function publicReleasesBySlug(db: Executor, slug: string, language: Language) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.published, true)));
  if (!product) return undefined;
  const rows = await releasesOf(db, [product.id]);
  return { product, releases: rows.map((row) => publicRelease(row, language)) };
}
