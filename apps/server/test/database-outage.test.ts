import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_READ_WINDOW_MS } from '../src/modules/catalog/commit-wait';
import { createTestApp, type TestApp } from './test-app';

/**
 * The database goes away under a running server (backends terminated, connections refused for a while):
 * requests answer 503 with a translated message, health turns 503, and once the database is back the same
 * server answers again without a restart. Needs a real PostgreSQL server to cut.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL outage', () => {
  let ctx: TestApp;
  let name: string;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
    name = (await ctx.database.pool!.query<{ name: string }>('select current_database() as name')).rows[0]!
      .name;
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await ctx.close();
  });

  const get = (url: string, language = 'en') =>
    ctx.app.inject({ url, headers: { 'accept-language': language } });

  it('answers 503 while the database is cut off, then recovers by itself', async () => {
    expect((await get('/api/products')).statusCode).toBe(200);

    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    // The catalogue's last version read serves it for one more window (decision 6); past it, it needs the database.
    await sleep(CATALOGUE_READ_WINDOW_MS + 10);

    const [catalogue, health, french] = await Promise.all([
      get('/api/products'),
      get('/api/health'),
      get('/api/products', 'fr'),
    ]);
    for (const response of [catalogue, health]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'databaseUnavailable',
        message: 'Our database is not answering right now. Please try again in a few moments.',
      });
    }
    expect(catalogue.headers['retry-after']).toBe('5');
    expect(french.statusCode).toBe(503);
    expect(french.json().message).toMatch(/base de données/);

    await admin.query(`alter database ${name} allow_connections true`);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/products')).statusCode).toBe(200);
  });
});
