import { bigint, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * An account's TOTP (RFC 6238) second factor. Secrets are AES-256-GCM encrypted (see
 * modules/users/two-factor/secrets.ts). The account has two-factor sign-in once `enabledAt` is set; a
 * `pendingSecret` waits for its first code (enrolment or re-enrolment) and never signs anyone in.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  pendingSecret: text('pending_secret'),
  /** The TOTP time step of the last accepted code: that code and older ones are refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as keyed hashes (HMAC-SHA-256), used once then stamped. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Also serves the look-ups by user alone (its first column).
  (t) => [uniqueIndex('two_factor_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
