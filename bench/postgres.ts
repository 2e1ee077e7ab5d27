import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty PostgreSQL database for one bench run, dropped afterwards; undefined when no PostgreSQL answers
 * (the bench then reports PGlite only). `BENCH_DATABASE_URL` names the server, by its maintenance database.
 */
export async function scratchPostgres(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: admin });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
