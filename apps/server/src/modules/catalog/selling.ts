import type { NamedProduct, Product, ProductSelling, UpgradePathsBody } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { bundleItems, products, upgradePaths } from '../../lib/db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ProductRow } from './service';

export type UpgradePathRow = typeof upgradePaths.$inferSelect;

export const namedProduct = (row: ProductRow, language: Language): NamedProduct => ({
  _id: row.id,
  slug: row.slug,
  name: localized(row, 'name', language),
});

/** Each bundle's contained products among `bundleIds`, in the admin's order; a plain product has none. */
export async function bundleContents(db: Executor, bundleIds: string[]): Promise<Map<string, ProductRow[]>> {
  const result = new Map<string, ProductRow[]>();
  if (bundleIds.length === 0) return result;
  const rows = await db
    .select({ bundleId: bundleItems.bundleId, product: products })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, bundleIds))
    .orderBy(asc(bundleItems.position));
  for (const row of rows) result.set(row.bundleId, [...(result.get(row.bundleId) ?? []), row.product]);
  return result;
}

/** A single product's answer with a bundle's contents (its page, server-rendered and in the browser). */
export async function withBundleContents(
  db: Executor,
  product: Product,
  language: Language,
): Promise<Product> {
  const contents = (await bundleContents(db, [product._id])).get(product._id);
  return contents ? { ...product, contains: contents.map((row) => namedProduct(row, language)) } : product;
}

/** The upgrade path from one product to another, if the admin set one. */
export async function findUpgradePath(
  db: Executor,
  fromProductId: string,
  toProductId: string,
): Promise<UpgradePathRow | undefined> {
  const [row] = await db
    .select()
    .from(upgradePaths)
    .where(and(eq(upgradePaths.fromProductId, fromProductId), eq(upgradePaths.toProductId, toProductId)));
  return row;
}

/** Every upgrade path leaving one of `fromProductIds`, with its target product. */
export async function upgradePathsFrom(db: Executor, fromProductIds: string[]) {
  if (fromProductIds.length === 0) return [];
  return db
    .select({ path: upgradePaths, to: products })
    .from(upgradePaths)
    .innerJoin(products, eq(products.id, upgradePaths.toProductId))
    .where(inArray(upgradePaths.fromProductId, fromProductIds))
    .orderBy(asc(upgradePaths.createdAt));
}

/** What a product contains and upgrades to, in the reader's language (404 for an unknown product). */
export async function productSelling(
  db: Executor,
  productId: string,
  language: Language,
): Promise<ProductSelling> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('productNotFound');
  const contents = (await bundleContents(db, [productId])).get(productId) ?? [];
  const paths = await upgradePathsFrom(db, [productId]);
  return {
    contains: contents.map((row) => namedProduct(row, language)),
    upgradesTo: paths.map(({ path, to }) => ({ ...namedProduct(to, language), withinDays: path.withinDays })),
  };
}

/** Moves the catalogue's version (its trigger on `products`), so cached product answers show the change. */
const touchProduct = (tx: Transaction, id: string) =>
  tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));

async function lockedProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('productNotFound');
  return row;
}

/**
 * Sets the indicators a bundle grants (docs/rules/bundles.md), replacing the earlier list; an empty list makes it
 * a plain product. Refused: the bundle itself, an unknown product, another bundle, a product already inside a
 * bundle becoming one, and a product on an upgrade path. Returns the contents before and after (the audit's).
 */
export async function setBundleContents(
  tx: Transaction,
  bundleId: string,
  productIds: string[],
  language: Language,
): Promise<{ before: string[]; after: string[] }> {
  await lockedProduct(tx, bundleId);
  const before = ((await bundleContents(tx, [bundleId])).get(bundleId) ?? []).map((row) => row.id);
  if (productIds.includes(bundleId)) throw badRequest('bundle.containsItself');
  if (productIds.length > 0) {
    const [container] = await tx
      .select()
      .from(bundleItems)
      .where(eq(bundleItems.productId, bundleId))
      .limit(1);
    if (container) throw badRequest('bundle.isContained');
    const onPath = await tx
      .select({ id: upgradePaths.id })
      .from(upgradePaths)
      .where(or(eq(upgradePaths.fromProductId, bundleId), eq(upgradePaths.toProductId, bundleId)))
      .limit(1);
    if (onPath.length > 0) throw badRequest('bundle.isUpgradeSide');
    const found = await tx.select().from(products).where(inArray(products.id, productIds));
    if (found.length !== productIds.length) throw badRequest('bundle.unknownProduct');
    const nested = await bundleContents(tx, productIds);
    const bundle = found.find((row) => nested.has(row.id));
    if (bundle) {
      throw new AppError(400, 'bundle.containsBundle', { product: localized(bundle, 'name', language) });
    }
  }
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  if (productIds.length > 0) {
    await tx
      .insert(bundleItems)
      .values(productIds.map((productId, position) => ({ bundleId, productId, position })));
  }
  await touchProduct(tx, bundleId);
  return { before, after: productIds };
}

/**
 * Sets the upgrade paths leaving a product (docs/rules/upgrades.md), replacing the earlier ones. Refused: a
 * path to itself, an unknown target, a bundle on either side, and a target that already upgrades to this
 * product (a cycle of two).
 */
export async function setUpgradePaths(
  tx: Transaction,
  fromProductId: string,
  paths: UpgradePathsBody['paths'],
  language: Language,
): Promise<{ before: UpgradePathsBody['paths']; after: UpgradePathsBody['paths'] }> {
  await lockedProduct(tx, fromProductId);
  const earlier = await tx.select().from(upgradePaths).where(eq(upgradePaths.fromProductId, fromProductId));
  const before = earlier.map((row) => ({ to: row.toProductId, withinDays: row.withinDays }));
  const targets = paths.map((path) => path.to);
  if (targets.includes(fromProductId)) throw badRequest('upgrade.toItself');
  if (targets.length > 0) {
    const found = await tx.select().from(products).where(inArray(products.id, targets));
    if (found.length !== targets.length) throw badRequest('upgrade.unknownProduct');
    const bundles = await bundleContents(tx, [fromProductId, ...targets]);
    if (bundles.size > 0) throw badRequest('bundle.isUpgradeSide');
    const reverse = await tx
      .select({ from: upgradePaths.fromProductId })
      .from(upgradePaths)
      .where(and(inArray(upgradePaths.fromProductId, targets), eq(upgradePaths.toProductId, fromProductId)));
    const looped = found.find((row) => reverse.some((path) => path.from === row.id));
    if (looped) throw new AppError(400, 'upgrade.cycle', { product: localized(looped, 'name', language) });
  }
  await tx.delete(upgradePaths).where(eq(upgradePaths.fromProductId, fromProductId));
  if (paths.length > 0) {
    await tx
      .insert(upgradePaths)
      .values(paths.map((path) => ({ fromProductId, toProductId: path.to, withinDays: path.withinDays })));
  }
  await touchProduct(tx, fromProductId);
  return { before, after: paths };
}
