import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/lib/db/client';
import { runMigrations } from '../src/lib/db/migrate';
import { LocalFileStorage } from '../src/lib/storage/storage';
import { seedCatalog } from '../src/seed/seed';

// Per run, so two suites on one PostgreSQL server never drop each other's template.
export const TEMPLATE_DATABASE = `shop_test_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it
 * (a PGlite dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = await mkdtemp(join(tmpdir(), 'shop-test-template-'));
  const storage = new LocalFileStorage(join(scratch, 'files'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const templateUrl = withDatabase(url, TEMPLATE_DATABASE);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl });
    await runMigrations(handle);
    await seedCatalog(handle.db, storage);
    await handle.close();
    project.provide('database', { kind: 'postgres', url, template: TEMPLATE_DATABASE });
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
  await seedCatalog(handle.db, storage);
  const dump = await handle.pglite!.dumpDataDir('none');
  const dumpFile = join(scratch, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('database', { kind: 'pglite', dumpFile });
  return async () => undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
