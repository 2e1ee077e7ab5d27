import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * Verified-buyer reviews (docs/rules/reviews.md): one per buyer and product, written in the buyer's
 * language. A hidden review keeps its row, with who hid it, when and why; only visible ones feed the
 * product's rating. A trigger moves the catalogue version on every write (migration 0017), as on products.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: languages }).notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    /** Set while the review is hidden; null means visible. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The admin who hid it; kept as null if that account is later deleted. */
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_created_at_idx').on(t.createdAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_hidden_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);
