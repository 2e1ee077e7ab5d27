import { type Currency, money, type PurchasedProduct } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { downloadLog, orderItems, orders, productReleases, products } from '../../lib/db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { type FileStorage, indicatorKey } from '../../lib/storage/storage';
import {
  type LeaseTerms,
  latestPaidPeriod,
  liveLeases,
  liveLine,
  liveLines,
  notABundleLine,
} from '../entitlements';
import { licenceRequestRefusals } from '../licences';
import { findReleaseGrant } from '../releases';

/** Lifetime of a download link; a superseded zip is kept at least this long after its last link. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

/** When `products.download_file` matches, the product and the paid order that entitles the user to it. */
export interface DownloadGrant {
  productId: string;
  downloadFile: string;
  /** The newest paid order holding the product (a lease's latest paid period); null for an admin who never bought it. */
  orderId: string | null;
  /** The release the file is, when it is one. */
  releaseId?: string;
}

/**
 * The purchased-product view: one entry per product and paid order (free orders included), newest first,
 * read in one query whatever the number of orders, and whether the licence route accepts a request of each
 * (`licenceRequestRefusals`, one more query for all).
 */
export async function listPurchases(
  db: Executor,
  userId: string,
  language: Language,
): Promise<PurchasedProduct[]> {
  const purchasedAt = sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const rows = await db
    .select({
      productId: products.id,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      descriptionFr: products.descriptionFr,
      descriptionEn: products.descriptionEn,
      slug: products.slug,
      downloadFile: products.downloadFile,
      line: orderItems,
      order: orders,
      purchasedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orders.userId, userId), liveLine, notABundleLine))
    .orderBy(desc(purchasedAt), desc(orders.id), orderItems.id);
  const [requestable, bundles] = await Promise.all([
    licenceRequestRefusals(db, rows),
    bundleLines(
      db,
      rows.map((row) => row.line.bundleItemId),
    ),
  ]);
  return rows.map((row) => ({
    productId: row.productId,
    productName: localized(row, 'name', language),
    slug: row.slug,
    price: money(row.line.unitPriceCents, row.order.currency),
    currency: row.order.currency,
    includedIn: bundleOf(bundles, row.line.bundleItemId, language),
    quantity: row.line.quantity,
    purchaseDate: new Date(row.purchasedAt).toISOString(),
    orderId: row.order.id,
    description: localized(row, 'description', language),
    downloadLink: row.downloadFile,
    licenceRequestable: requestable.get(row.line.id) === null,
  }));
}

type BundleLine = { nameFr: string; nameEn: string; unitPriceCents: number; currency: Currency };

/** The bundle line of each contained line among `lineIds`, by line: its product's names and price paid (one query). */
async function bundleLines(db: Executor, lineIds: (string | null)[]) {
  const ids = [...new Set(lineIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, BundleLine>();
  const bundles = await db
    .select({
      lineId: orderItems.id,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      unitPriceCents: orderItems.unitPriceCents,
      currency: orders.currency,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, ids));
  return new Map(bundles.map(({ lineId, ...line }) => [lineId, line]));
}

function bundleOf(bundles: Map<string, BundleLine>, lineId: string | null, language: Language) {
  const bundle = lineId ? bundles.get(lineId) : undefined;
  if (!lineId || !bundle) return null;
  return {
    lineId,
    name: localized(bundle, 'name', language),
    price: money(bundle.unitPriceCents, bundle.currency),
  };
}

/** The buyer's lease of one of `productIds` that entitles them now, with its latest paid period's order. */
async function entitledLease(db: Executor, userId: string, productIds: string[], terms: LeaseTerms) {
  const [lease] = await liveLeases(db, { userId, productIds }, terms);
  if (!lease) return undefined;
  return { productId: lease.productId, orderId: await latestPaidPeriod(db, lease.id) };
}

/**
 * Who may download `downloadFile`: an admin, a buyer whose order holding the product is paid *now* (an
 * order later marked unpaid stops granting it), or a buyer whose lease of it entitles them now. Unknown file:
 * 404; anyone else: 403.
 */
export async function findDownloadGrant(
  db: Executor,
  downloadFile: string,
  user: { id: string; isAdmin: boolean },
  leaseTerms: LeaseTerms,
): Promise<DownloadGrant> {
  // A release's zip goes to those entitled to that release (docs/rules/releases.md).
  const release = await findReleaseGrant(db, downloadFile, user, leaseTerms);
  if (release) return { ...release, downloadFile };
  // Several products may share one zip (the catalogue's VWAP Avancé and VWAP Premium).
  const matching = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.downloadFile, downloadFile));
  if (matching.length === 0) throw notFound('download.fileNotFound');
  const productIds = matching.map((product) => product.id);
  // A bundle's own line grants its contents' files, not the bundle's (docs/rules/bundles.md).
  const [paid] = await liveLines(db, { userId: user.id, productIds, where: notABundleLine });
  if (paid) return { productId: paid.line.productId, downloadFile, orderId: paid.order.id };
  const lease = await entitledLease(db, user.id, productIds, leaseTerms);
  if (lease) return { ...lease, downloadFile };
  if (user.isAdmin) return { productId: matching[0]!.id, downloadFile, orderId: null };
  throw forbidden('download.notBuyer');
}

export async function logDownload(
  db: Executor,
  entry: { userId: string; grant: DownloadGrant; storageKey: string; fileName: string; ip: string },
): Promise<void> {
  await db.insert(downloadLog).values({
    userId: entry.userId,
    productId: entry.grant.productId,
    orderId: entry.grant.orderId,
    fileName: entry.fileName,
    storageKey: entry.storageKey,
    releaseId: entry.grant.releaseId ?? null,
    ip: entry.ip,
  });
}

/**
 * Deletes indicator zips no product or kept release points to any more, once no link to them can still be live: the file is
 * older than a link's lifetime (so an upload not yet saved on its product is kept) and no link was handed out
 * for it within that lifetime (every link is logged with its storage key). Returns the deleted keys.
 */
export async function deleteSupersededIndicatorFiles(
  db: Executor,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DOWNLOAD_LINK_TTL_SECONDS * 1000);
  const current = new Set(
    [
      ...(await db.select({ file: products.downloadFile }).from(products)),
      ...(await db.select({ file: productReleases.downloadFile }).from(productReleases)),
    ].map((row) => indicatorKey(row.file)),
  );
  const candidates = (await storage.list(indicatorKey('')))
    .filter((file) => !current.has(file.key) && file.modifiedAt < cutoff)
    .map((file) => file.key);
  if (candidates.length === 0) return [];
  const recent = await db
    .selectDistinct({ key: downloadLog.storageKey })
    .from(downloadLog)
    .where(and(inArray(downloadLog.storageKey, candidates), gt(downloadLog.createdAt, cutoff)));
  const live = new Set(recent.map((row) => row.key));
  const superseded = candidates.filter((key) => !live.has(key));
  await Promise.all(superseded.map((key) => storage.delete(key)));
  return superseded;
}
