import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const field = (name: string) => text(name).notNull().default('');

/**
 * The seller's identity, one row (id 1), set in the back-office (docs/rules/back-office.md). Created on the
 * first start from the SELLER_* variables that are set; a field not set yet is empty.
 */
export const sellerIdentity = pgTable(
  'seller_identity',
  {
    id: smallint('id').primaryKey().default(1),
    name: field('name'),
    legalForm: field('legal_form'),
    shareCapital: field('share_capital'),
    address: field('address'),
    rcsCity: field('rcs_city'),
    rcsNumber: field('rcs_number'),
    siret: field('siret'),
    vat: field('vat'),
    email: field('email'),
    publisher: field('publisher'),
    hosting: field('hosting'),
    /** When an admin last saved it; null while it holds only the start-up variables. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('seller_identity_one_row', sql`${t.id} = 1`)],
);
