import { count, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../lib/db/client';
import { products } from '../lib/db/schema';
import { type FileStorage, indicatorKey } from '../lib/storage/storage';
import { saveProduct, setBundleContents, setUpgradePaths } from '../modules/catalog';
import { seedBundles, seedProducts, seedUpgradePaths } from './catalog-data';
import { buildPlaceholderZip } from './placeholder-zip';

/** Held while the catalogue is seeded: two instances starting on one empty database seed it once. */
const SEED_LOCK_KEY = 7_302_119;

/**
 * Creates the catalogue when the products table is empty, through the catalogue's own writes (its rules hold
 * for the seed as for an admin's edits), in one transaction; and makes sure every indicator has its zip.
 */
export async function seedCatalog(db: Database, storage: FileStorage): Promise<number> {
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(products);
    if (total > 0) return 0;
    const ids = new Map<string, string>();
    for (const product of seedProducts) {
      const row = await saveProduct(tx, { create: product });
      ids.set(row!.slug, row!.id);
    }
    await seedSelling(tx, ids);
    return ids.size;
  });
  for (const product of seedProducts) {
    const key = indicatorKey(product.downloadFile);
    if (!(await storage.exists(key))) {
      await storage.put(key, await buildPlaceholderZip(product.nameEn, product.slug), { overwrite: true });
    }
  }
  return inserted;
}

/** The seeded bundle's contents and upgrade paths, between the products just created (slug → id). */
async function seedSelling(tx: Transaction, ids: Map<string, string>): Promise<void> {
  const idOf = (slug: string) => ids.get(slug)!;
  for (const [bundle, contents] of Object.entries(seedBundles))
    await setBundleContents(tx, idOf(bundle), contents.map(idOf), 'en');
  for (const from of new Set(seedUpgradePaths.map((path) => path.from))) {
    const paths = seedUpgradePaths.filter((path) => path.from === from);
    await setUpgradePaths(
      tx,
      idOf(from),
      paths.map(({ to, withinDays }) => ({ to: idOf(to), withinDays })),
      'en',
    );
  }
}
