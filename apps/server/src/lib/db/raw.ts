import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs raw SQL and answers its rows; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
