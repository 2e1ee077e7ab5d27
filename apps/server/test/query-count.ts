import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { TestApp } from './test-app';

/**
 * Counts the SQL statements the app runs during `work`, to prove a route costs a fixed number of queries
 * whatever the row count. On PGlite statements inside transactions count too; on PostgreSQL only the pool's
 * own queries do (a transaction checks a client out of the pool), so transactional routes count on PGlite.
 */
export async function countQueries(ctx: TestApp, work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const pglite = ctx.database.pglite;
  if (!pglite) {
    const pool = ctx.database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const query = pool.query;
    pool.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    try {
      await work();
      return statements;
    } finally {
      pool.query = query;
    }
  }
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<PGlite['query']>) => {
    statements += 1;
    return query(...args);
  }) as PGlite['query'];
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<Transaction['query']>) => {
        statements += 1;
        return txQuery(...args);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  try {
    await work();
    return statements;
  } finally {
    pglite.query = query;
    pglite.transaction = transaction;
  }
}
