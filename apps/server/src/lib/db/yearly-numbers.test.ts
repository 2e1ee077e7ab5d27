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

describe('yearly document numbers', () => {
  it('starts a new year at 1, pads to six digits, and counts each kind of document apart', async () => {
    expect(await next(db)).toEqual({ sequence: 1, number: 'FA-2099-000001' });
    expect(await next(db)).toEqual({ sequence: 2, number: 'FA-2099-000002' });
    expect(await next(db, creditNoteCounters, 'AV')).toEqual({ sequence: 1, number: 'AV-2099-000001' });
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
