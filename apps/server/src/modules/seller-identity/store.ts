import { type SellerIdentity, sellerIdentityFields } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { sellerIdentity } from '../../lib/db/schema';
import { bumpCatalogueVersion } from '../catalog';

export type SellerIdentityRow = typeof sellerIdentity.$inferSelect;

const identityOf = (row: SellerIdentityRow): SellerIdentity =>
  Object.fromEntries(sellerIdentityFields.map((field) => [field, row[field]])) as SellerIdentity;

const emptyIdentity = (): SellerIdentity =>
  Object.fromEntries(sellerIdentityFields.map((field) => [field, ''])) as SellerIdentity;

/**
 * Creates the one row from the start-up variables (`config.sellerInitial`) when there is none yet: an
 * installation configured by SELLER_* keeps its identity, and later starts never overwrite the admin's.
 */
export async function seedSellerIdentity(db: Executor, initial: SellerIdentity): Promise<void> {
  await db
    .insert(sellerIdentity)
    .values({ id: 1, ...initial })
    .onConflictDoNothing();
}

/** The stored identity and when an admin last saved it (empty fields before any row exists). */
export async function readSellerIdentity(
  db: Executor,
): Promise<{ identity: SellerIdentity; updatedAt: Date | null }> {
  const [row] = await db.select().from(sellerIdentity).where(eq(sellerIdentity.id, 1));
  return row
    ? { identity: identityOf(row), updatedAt: row.updatedAt }
    : { identity: emptyIdentity(), updatedAt: null };
}

/**
 * Saves the identity in the caller's transaction, locking the row first so two admins' saves are audited one
 * after the other, and moves the catalogue's version (`bumpCatalogueVersion`): every instance's cached pages
 * and identity follow (decision 6). Returns the previous one.
 */
export async function writeSellerIdentity(tx: Executor, identity: SellerIdentity): Promise<SellerIdentity> {
  await tx.insert(sellerIdentity).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(sellerIdentity).where(eq(sellerIdentity.id, 1)).for('update');
  await tx
    .update(sellerIdentity)
    .set({ ...identity, updatedAt: sql`now()` })
    .where(eq(sellerIdentity.id, 1));
  await bumpCatalogueVersion(tx);
  return identityOf(row!);
}
