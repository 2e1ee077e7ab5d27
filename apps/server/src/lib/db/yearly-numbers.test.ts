import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from './client';
import { creditNoteCounters, invoiceCounters } from './schema';
import { type DocumentPrefix, numberedCte, type YearlyCounter } from './yearly-numbers';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.handle.db;
  drop = database.drop;
});
afterAll(() => drop());

type Numbered = { sequence: number; number: string };
const next = async (
  executor: Pick<Database, 'execute'>,
  counter: YearlyCounter = invoiceCounters,
  prefix: DocumentPrefix = 'FA',
) => {
  const result: unknown = await executor.execute(
    sql`with ${numberedCte(counter, prefix, 2099)} select sequence, number from numbered`,
  );
  return (result as { rows: Numbered[] }).rows[0];
};

/** `count` numbers of 2098 in one statement. */
const batch = async (executor: Pick<Database, 'execute'>, count: number) => {
  const result: unknown = await executor.execute(
    sql`with ${numberedCte(invoiceCounters, 'FA', 2098, count)} select position, sequence, number from numbered order by position`,
  );
  return (result as { rows: (Numbered & { position: number })[] }).rows;
};

describe('yearly document numbers', () => {
  it('starts a new year at 1, pads to six digits, and counts each kind of document apart', async () => {
    expect(await next(db)).toEqual({ sequence: 1, number: 'FA-2099-000001' });
    expect(await next(db)).toEqual({ sequence: 2, number: 'FA-2099-000002' });
    expect(await next(db, creditNoteCounters, 'AV')).toEqual({ sequence: 1, number: 'AV-2099-000001' });
  });

  it('numbers a batch at once, consecutively, by position, and goes on after it', async () => {
    expect(await batch(db, 3)).toEqual([
      { position: 1, sequence: 1, number: 'FA-2098-000001' },
      { position: 2, sequence: 2, number: 'FA-2098-000002' },
      { position: 3, sequence: 3, number: 'FA-2098-000003' },
    ]);
    expect((await batch(db, 1)).map((row) => row.number)).toEqual(['FA-2098-000004']);
    await expect(
      db.transaction(async (tx) => {
        expect(await batch(tx, 5)).toHaveLength(5);
        throw new Error('batch rolled back');
      }),
    ).rejects.toThrow('batch rolled back');
    expect((await batch(db, 2)).map((row) => row.number)).toEqual(['FA-2098-000005', 'FA-2098-000006']);
  });

  it('gives a batch that would pass the 999,999th number only the numbers that remain', async () => {
    await db.execute(sql`update ${invoiceCounters} set last_sequence = 999997 where year = 2098`);
    expect((await batch(db, 3)).map((row) => row.sequence)).toEqual([999_998, 999_999]);
  });

  it('gives the number back when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        expect((await next(tx))?.number).toBe('FA-2099-000003');
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect((await next(db))?.number).toBe('FA-2099-000003');
  });

  it('hands out the 999,999th number of a year and then none', async () => {
    await db.execute(sql`update ${invoiceCounters} set last_sequence = 999998 where year = 2099`);
    expect(await next(db)).toEqual({ sequence: 999_999, number: 'FA-2099-999999' });
    expect(await next(db)).toBeUndefined();
  });
});
