import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId } from './columns';

/**
 * What a bundle product grants (docs/rules/bundles.md): each contained indicator, in the order the admin
 * listed them. A product with rows here is a bundle; a bundle never contains itself or another bundle.
 */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    check('bundle_items_not_itself', sql`${t.bundleId} <> ${t.productId}`),
  ],
);

/**
 * An upgrade path (docs/rules/upgrades.md): a buyer of `fromProductId` may buy `toProductId` for the
 * difference, within `withinDays` of their purchase when set (null: any time).
 */
export const upgradePaths = pgTable(
  'upgrade_paths',
  {
    id: primaryId(),
    fromProductId: uuid('from_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    toProductId: uuid('to_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    withinDays: integer('within_days'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upgrade_paths_pair_uq').on(t.fromProductId, t.toProductId),
    check('upgrade_paths_not_itself', sql`${t.fromProductId} <> ${t.toProductId}`),
    check('upgrade_paths_within_days_range', sql`${t.withinDays} between 1 and 3650`),
  ],
);
