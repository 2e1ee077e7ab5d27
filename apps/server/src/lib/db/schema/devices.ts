import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * A seat activation (issue 46): a machine an indicator signed in from (the device flow), holding one of the
 * product's machines per seat until it is freed (by the buyer, by the shop after a long silence). Its licence
 * file is of kind `seat`, its licence id this row's id.
 */
export const seatActivations = pgTable(
  'seat_activations',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    machineId: text('machine_id').notNull(),
    machineName: text('machine_name').notNull(),
    platformVersion: text('platform_version').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last approval, token answer or check-in of this machine: what the idle sweep measures. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * `buyer` (the customer area), `idle` (the scheduled sweep), `admin` (the back-office), `seatsLost` (a
     * refund or an unmarked order left fewer places than machines), `upgraded` (moved to the upgrade's product)
     * or `accountClosed`.
     */
    releasedBy: text('released_by', {
      enum: ['buyer', 'idle', 'admin', 'seatsLost', 'upgraded', 'accountClosed'],
    }),
  },
  (t) => [
    // One live activation per buyer, product and machine in any letter case: a second approval reuses it.
    uniqueIndex('seat_activations_live_machine_idx')
      .on(t.userId, t.productId, sql`lower(${t.machineId})`)
      .where(sql`${t.releasedAt} is null`),
    index('seat_activations_idle_idx').on(t.lastSeenAt).where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * A device authorization (RFC 8628) from `POST /api/device/code` until its token is taken, denied or expired.
 * Both codes are kept only as SHA-256 hashes: a database read gives no code a device or a buyer could use.
 */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: primaryId(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCodeHash: text('user_code_hash').notNull().unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    machineId: text('machine_id').notNull(),
    machineName: text('machine_name').notNull(),
    platformVersion: text('platform_version').notNull(),
    /** pending → approved → used, or denied; an expired one stays as it was and answers expired_token. */
    status: text('status', { enum: ['pending', 'approved', 'denied', 'used'] })
      .notNull()
      .default('pending'),
    /** The buyer who approved or denied it, or whose approval found their seats full (still pending then). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    activationId: uuid('activation_id').references(() => seatActivations.id, { onDelete: 'set null' }),
    /** Seconds the device waits between polls; raised by 5 at each `slow_down` (RFC 8628 §3.5). */
    intervalSeconds: integer('interval_seconds').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('device_authorizations_expires_idx').on(t.expiresAt)],
);
