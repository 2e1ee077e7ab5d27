import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin-set exchange rate, one row (id 1): euros per US dollar in millionths (0.92 is 920000) and the date
 * of the rate. It never converts a price (each currency has its own); a dollar invoice states its VAT in euros
 * at this rate, copied onto the order when it is paid (docs/rules/currencies.md).
 */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    id: smallint('id').primaryKey().default(1),
    eurPerUsdMicros: integer('eur_per_usd_micros').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exchange_rate_one_row', sql`${t.id} = 1`),
    check('exchange_rate_positive', sql`${t.eurPerUsdMicros} > 0`),
  ],
);
