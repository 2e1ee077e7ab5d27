import { type SQL, sql } from 'drizzle-orm';
import type { creditNoteCounters, invoiceCounters } from './schema';

/** Invoices are FA-…, credit notes AV-… (avoir). */
export type DocumentPrefix = 'FA' | 'AV';
export type YearlyCounter = typeof invoiceCounters | typeof creditNoteCounters;

const MAX_SEQUENCE = 999_999;

/**
 * The common table expressions `counter, numbered(sequence, number)`: the next number of `year` from
 * `counter`'s row (created at 1 for a new year), PREFIX-YYYY-NNNNNN, and no row once the year's 999,999
 * numbers are used. The
 * statement that uses it (`with … insert … select … from numbered`) takes the row lock until its
 * transaction ends, so concurrent documents queue on it and a rollback gives the number back: numbers
 * without gaps. Doing the increment and the insert in one statement holds that lock for a single round
 * trip before the commit, which is what bounds documents per second.
 */
export function numberedCte(counter: YearlyCounter, prefix: DocumentPrefix, year: number): SQL {
  return sql`counter as (
      insert into ${counter} (year, last_sequence) values (${year}, 1)
      on conflict (year) do update set last_sequence = ${counter}.last_sequence + 1
      returning last_sequence
    ), numbered as (
      select last_sequence as sequence,
        ${prefix}::text || '-' || ${year}::text || '-' || lpad(last_sequence::text, 6, '0') as number
      from counter where last_sequence <= ${MAX_SEQUENCE}
    )`;
}
