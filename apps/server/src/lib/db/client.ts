import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PRIVATE_FOLDER } from '../fs/durable-write';
import { damagedDatabase, isDatabaseDamage } from './damaged';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: features never know whether PGlite or PostgreSQL runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Connections opened before `openDatabase` resolves and never closed for idleness (`DATABASE_POOL_MIN`). */
      poolMin?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
  /** The underlying PGlite instance, for dumps in tests; undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The PostgreSQL pool; undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * A lane for single-row reads that run on every request and must never queue behind the main pool's
   * transactions (the catalogue's version): on PostgreSQL a pool of its own with one connection, so a
   * burst of payments holding every pooled connection leaves catalogue reads unaffected; on PGlite, which
   * runs one query at a time anyway, the database itself.
   */
  lane: Database;
  /**
   * Calls `onNotice` on each notification of `channel` (one of `NOTICE_CHANNELS`). A write's own notice always
   * arrives before the write answers: PGlite hands notices to its listeners before the notifying statement or
   * commit answers, and on PostgreSQL every pooled connection listens, so the session that wrote receives
   * its own notice before its COMMIT answers. Another instance's notices arrive a moment after theirs.
   * Resolves to a function that stops listening.
   */
  listen(channel: NoticeChannel, onNotice: () => void): Promise<() => Promise<void>>;
}

/** The channels the migrations' triggers notify on: `catalogue_version` on every catalogue write (0020). */
export const NOTICE_CHANNELS = ['catalogue_version'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * Change notices on PostgreSQL: `onConnect` makes each new pooled connection listen to `NOTICE_CHANNELS`
 * before the pool lends it (a connection whose LISTEN fails is closed and never used, so every session that
 * writes hears its own notices), and `listen` subscribes to what they hear.
 */
function pooledNotices(): {
  onConnect: (client: pg.ClientBase) => Promise<void>;
  listen: DatabaseHandle['listen'];
} {
  const listeners = new Map<string, Set<() => void>>(NOTICE_CHANNELS.map((channel) => [channel, new Set()]));
  return {
    async onConnect(client) {
      client.on('notification', ({ channel }) => {
        for (const onNotice of listeners.get(channel) ?? []) onNotice();
      });
      await client.query(NOTICE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
    },
    async listen(channel, onNotice) {
      listeners.get(channel)!.add(onNotice);
      return async () => {
        listeners.get(channel)!.delete(onNotice);
      };
    },
  };
}

function postgresPool(
  url: string,
  { max, min = 0 }: { max: number; min?: number },
  onConnect?: (client: pg.ClientBase) => Promise<void>,
): pg.Pool {
  // pg-pool closes a connection idle for 10 s unless the pool holds `min` or fewer.
  const pool = new pg.Pool({ connectionString: url, max, min, onConnect });
  // An idle client losing its connection (PostgreSQL restart, failover) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
  return pool;
}

/**
 * Opens `count` connections of the pool at once and hands them back, so that they stand ready. At the market
 * open (issue 46) a pool grown on demand opened its connections during the burst, each a new PostgreSQL backend
 * with cold caches and statements to prepare, while the queries queued behind them: after 30 s of check-ins at
 * 100 a second, the first second at 500 had a p99 of 350 ms with a pool grown on demand, 27 ms with a full one.
 */
async function openConnections(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) if (client.status === 'fulfilled') client.value.release();
  const failed = clients.find((client) => client.status === 'rejected');
  if (failed) throw failed.reason;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { onConnect, listen } = pooledNotices();
    const max = options.poolSize ?? 10;
    const min = Math.min(options.poolMin ?? 0, max);
    const pool = postgresPool(options.url, { max, min }, onConnect);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    const lanePool = postgresPool(options.url, { max: 1, min: min > 0 ? 1 : 0 });
    const lane = drizzleNodePg({ client: lanePool, schema }) as unknown as Database;
    const close = async () => {
      await Promise.all([pool.end(), lanePool.end()]);
    };
    if (min > 0) {
      await Promise.all([openConnections(pool, min), openConnections(lanePool, 1)]).catch(async (error) => {
        await close();
        throw error;
      });
    }
    return { db, kind: 'postgres', pool, lane, listen, close };
  }
  // PGlite creates its own folder but not the parents (./data on a fresh clone). It writes its files
  // world-readable (666), so the data folder above it is the owner's only.
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true, mode: PRIVATE_FOLDER });
  // pg_trgm serves the admin searches (LIKE '%…%'); PostgreSQL ships it in contrib.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    throw options.dataDir && isDatabaseDamage(error) ? damagedDatabase(options.dataDir, error) : error;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const listen = (channel: NoticeChannel, onNotice: () => void) => client.listen(channel, onNotice);
  return { db, kind: 'pglite', pglite: client, lane: db, listen, close: () => client.close() };
}
