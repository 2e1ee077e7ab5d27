import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    language: text('language', { enum: languages }).notNull().default('fr'),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingZip: text('billing_zip'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country'),
    billingVat: text('billing_vat'),
    /** The company buying, when the buyer chose "buying as a company" (printed on invoices). */
    billingCompany: text('billing_company'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When `email` was confirmed through its link; null while unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A requested new address, used only once its own verification link is followed. */
    pendingEmail: text('pending_email'),
    /**
     * An admin's own choice of how new licence requests reach them (docs/rules/licences.md): an e-mail per
     * request, a daily digest, or none. Kept on the admin's row: it is a person's preference, not the shop's.
     */
    licenceAlerts: text('licence_alerts', { enum: ['each', 'digest', 'none'] })
      .notNull()
      .default('each'),
    /** The end of the last day a licence digest covered for this admin: the claim that sends it once a day. */
    licenceDigestThrough: timestamp('licence_digest_through', { withTimezone: true }),
    /** The buyer's choice to get an e-mail when an indicator they hold has a new release (on by default). */
    releaseEmails: boolean('release_emails').notNull().default(true),
    /** Set when the customer closed the account: the row stays, anonymised, for the invoices it carries. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // Admin search by any part of the name or e-mail (trigram indexes serve LIKE '%…%').
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * Failed sign-ins per account (OWASP ASVS 2.2.1): keyed by a SHA-256 of the normalised e-mail, so unknown
 * addresses are throttled exactly like real ones without storing them. A success deletes the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** Sign-ins for this account are refused until then (the progressive slow-down). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Forgotten-password links: only a SHA-256 of the random token is stored, so a database leak hands out no
 * working link. Single use (`usedAt`) and short-lived (`expiresAt`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A sign-up waiting for its e-mailed link (docs/rules/accounts.md): no account exists until the link is
 * followed. One per address (lower-cased); signing up again replaces it, so only the newest link works. Only a
 * SHA-256 of the link's token is stored; maintenance deletes rows past `expiresAt`.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: primaryId(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: languages }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The same-site path the buyer goes to once signed in (the register page's `?redirect=`). */
    redirect: text('redirect'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ups_expires_at_idx').on(t.expiresAt)],
);
