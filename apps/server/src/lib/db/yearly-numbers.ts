import { type SQL, sql } from 'drizzle-orm';
import type { creditNoteCounters, invoiceCounters } from './schema';

/** Invoices are FA-…, credit notes AV-… (avoir). */
export type DocumentPrefix = 'FA' | 'AV';
export type YearlyCounter = typeof invoiceCounters | typeof creditNoteCounters;

const MAX_SEQUENCE = 999_999;

/**
 * The common table expressions `counter, numbered(position, sequence, number)`: the next `count` numbers of
 * `year` from `counter`'s row (created for a new year), PREFIX-YYYY-NNNNNN, positions 1..count, and none
 * beyond the year's 999,999th (the caller checks it got `count` rows). The statement that uses it
 * (`with … insert … select … from numbered`) takes the row lock until its transaction ends, so concurrent
 * documents queue on it and a rollback gives the numbers back: numbers without gaps. Doing the increment and
 * the inserts in one statement holds that lock for a single round trip before the commit, and numbering a
 * batch of documents at once takes it once for all of them: that is what bounds documents per second.
 */
export function numberedCte(counter: YearlyCounter, prefix: DocumentPrefix, year: number, count = 1): SQL {
  return sql`counter as (
      insert into ${counter} (year, last_sequence) values (${year}, ${count}::int)
      on conflict (year) do update set last_sequence = ${counter}.last_sequence + ${count}::int
      returning last_sequence
    ), numbered as (
      select position, sequence,
        ${prefix}::text || '-' || ${year}::text || '-' || lpad(sequence::text, 6, '0') as number
      from (
        select position, last_sequence - ${count}::int + position as sequence
        from counter, generate_series(1, ${count}::int) as position
      ) allocated
      where sequence <= ${MAX_SEQUENCE}
    )`;
}
