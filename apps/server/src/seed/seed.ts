import { emailSchema } from '@shop/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword, hashPassword } from '../lib/auth/password';
import type { Database } from '../lib/db/client';
import { bundleItems, products, upgradePaths, users } from '../lib/db/schema';
import { type FileStorage, indicatorKey } from '../lib/storage/storage';
import { seedBundles, seedProducts, seedUpgradePaths } from './catalog-data';
import { buildPlaceholderZip } from './placeholder-zip';

/** Inserts the catalogue when the products table is empty, and makes sure every indicator has its zip. */
export async function seedCatalog(db: Database, storage: FileStorage): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products);
  let inserted = 0;
  if (total === 0) {
    const rows = await db
      .insert(products)
      .values(seedProducts)
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug });
    inserted = rows.length;
    await seedSelling(db, new Map(rows.map((row) => [row.slug, row.id])));
  }
  for (const product of seedProducts) {
    const key = indicatorKey(product.downloadFile);
    if (!(await storage.exists(key))) {
      await storage.put(key, await buildPlaceholderZip(product.nameEn, product.slug), { overwrite: true });
    }
  }
  return inserted;
}

/** The seeded bundle's contents and upgrade paths, between the products just inserted (slug → id). */
async function seedSelling(db: Database, ids: Map<string, string>): Promise<void> {
  const bundles = Object.entries(seedBundles).flatMap(([bundle, contents]) =>
    contents.map((slug, position) => ({ bundleId: ids.get(bundle), productId: ids.get(slug), position })),
  );
  const items = bundles.flatMap((row) =>
    row.bundleId && row.productId ? [{ ...row, bundleId: row.bundleId, productId: row.productId }] : [],
  );
  if (items.length > 0) await db.insert(bundleItems).values(items).onConflictDoNothing();
  const paths = seedUpgradePaths.flatMap(({ from, to, withinDays }) => {
    const fromProductId = ids.get(from);
    const toProductId = ids.get(to);
    return fromProductId && toProductId ? [{ fromProductId, toProductId, withinDays }] : [];
  });
  if (paths.length > 0) await db.insert(upgradePaths).values(paths).onConflictDoNothing();
}

export interface AdminSeedResult {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/** Creates the first admin on a database that has none; never a hard-coded password. */
export async function ensureAdmin(
  db: Database,
  admin: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<AdminSeedResult | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return undefined;
  // The same normalisation as sign-up, so the admin can sign in with the address as configured.
  const email = emailSchema.parse(admin.email ?? 'admin@ninja-indicators.local');
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (customer) {
    // The configured address already belongs to an account: promote it rather than fail on the unique e-mail.
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, customer.id));
    log.info({ email }, 'existing account promoted to admin');
    return { email };
  }
  const generatedPassword = admin.password ? undefined : generatePassword();
  const password = admin.password ?? generatedPassword!;
  await db.insert(users).values({
    name: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    emailVerifiedAt: new Date(),
  });
  log.info({ email }, 'admin account created');
  return { email, generatedPassword };
}
