import type { BuyerRelease } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { downloadLog, orderItems, orders, products, subscriptions } from '../../lib/db/schema';
import { type LeaseTerms, liveLine } from '../entitlements';
import { entitles, releaseEntitlements } from './entitlement';
import { publicRelease, releasesOf } from './service';

/** The products the buyer holds or held (a paid line not given back, or a lease), that have releases. */
async function heldProducts(db: Executor, userId: string): Promise<string[]> {
  const [lines, leases] = await Promise.all([
    db
      .selectDistinct({ id: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), liveLine)),
    db
      .selectDistinct({ id: subscriptions.productId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
  ]);
  return [...new Set([...lines, ...leases].map((row) => row.id))];
}

/**
 * The customer area's releases (docs/rules/releases.md), per held product with releases: the version the
 * buyer last downloaded, the newest they are entitled to, whether that is an update, and the newer releases
 * outside their updates period (what renewing would bring).
 */
export async function buyerReleases(
  db: Executor,
  userId: string,
  terms: LeaseTerms,
  language: Language,
): Promise<BuyerRelease[]> {
  const productIds = await heldProducts(db, userId);
  const releases = await releasesOf(db, productIds);
  if (releases.length === 0) return [];
  const [entitlements, productRows, downloads] = await Promise.all([
    releaseEntitlements(db, userId, productIds, terms),
    db.select().from(products).where(inArray(products.id, productIds)),
    db
      .select({ releaseId: downloadLog.releaseId })
      .from(downloadLog)
      .where(and(eq(downloadLog.userId, userId), isNotNull(downloadLog.releaseId)))
      .orderBy(desc(downloadLog.createdAt), desc(downloadLog.id)),
  ]);
  const result: BuyerRelease[] = [];
  for (const product of productRows) {
    const own = releases.filter((release) => release.productId === product.id);
    if (own.length === 0) continue;
    const entitlement = entitlements.get(product.id);
    const allowed = entitlement ? own.filter((release) => entitles(entitlement, release.publishedAt)) : [];
    const latest = allowed[0];
    const ids = new Set(own.map((release) => release.id));
    const installed = own.find(
      (release) => release.id === downloads.find((row) => ids.has(row.releaseId!))?.releaseId,
    );
    result.push({
      productId: product.id,
      productName: localized(product, 'name', language),
      slug: product.slug,
      installedVersion: installed?.version ?? null,
      latestEntitled: latest ? { ...publicRelease(latest, language), file: latest.downloadFile } : null,
      updateAvailable: latest !== undefined && installed?.id !== latest.id,
      byRenewing: entitlement
        ? own
            .filter((release) => !entitles(entitlement, release.publishedAt))
            .map((release) => publicRelease(release, language))
        : [],
    });
  }
  return result;
}
