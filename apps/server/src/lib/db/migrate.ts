import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Arbitrary constant key: instances starting together on one PostgreSQL migrate one after the other. */
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (!handle.pool) {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // An advisory lock belongs to one connection, so lock, migrate and unlock on the same client.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
