import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * A published version of an indicator (docs/rules/releases.md): its zip in file storage (`indicators/…`, the
 * `:file` of the download route), its changelogs and the NinjaTrader 8 version it needs. The newest one is
 * also the product's `download_file`, what new buyers get; only the last RELEASES_KEPT are kept.
 */
export const productReleases = pgTable(
  'product_releases',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The oldest NinjaTrader 8 build it runs on, e.g. `8.1.2.1`. */
    minPlatformVersion: text('min_platform_version').notNull(),
    changelogFr: text('changelog_fr').notNull(),
    changelogEn: text('changelog_en').notNull(),
    downloadFile: text('download_file').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** What entitlement compares with a buyer's `updatesUntil`; publishing the same version again keeps it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every entitled buyer's notice was queued: the notice sweep skips the release from then on. */
    noticesDoneAt: timestamp('notices_done_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_releases_version_idx').on(t.productId, t.version),
    index('product_releases_published_idx').on(t.productId, t.publishedAt),
    uniqueIndex('product_releases_file_idx').on(t.downloadFile),
  ],
);

/** One row per release and buyer told about it: the key that sends each notice once, whatever republishes. */
export const releaseNotices = pgTable(
  'release_notices',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => productReleases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.userId] })],
);
