import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last check-in of each licence file's licence through POST /api/license/validate: where it runs and
 * with which client and NinjaTrader versions (the back-office's "machines and versions"). Keyed by the
 * file's licence id, a licence request's, a trial's or a lease's, so no foreign key: it outlives neither
 * meaningfully, and a deleted licence's row only ages out of the active window.
 */
export const licenceChecks = pgTable(
  'licence_checks',
  {
    licenceId: text('licence_id').primaryKey(),
    kind: text('kind', { enum: ['lifetime', 'trial', 'lease', 'seat'] }).notNull(),
    product: text('product').notNull(),
    machineId: text('machine_id').notNull(),
    clientVersion: text('client_version').notNull(),
    platformVersion: text('platform_version').notNull(),
    /** The last answer's reason (valid, expired, revoked, wrongMachine). */
    lastReason: text('last_reason').notNull(),
    lastCheckAt: timestamp('last_check_at', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull().default(1),
  },
  (t) => [index('licence_checks_product_idx').on(t.product, t.lastCheckAt)],
);
