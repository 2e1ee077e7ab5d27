import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; unique case-insensitively through the index below. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on password or e-mail change and on logout: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingZip: text('billing_zip'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country'),
    billingVat: text('billing_vat'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
