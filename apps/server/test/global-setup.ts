import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/lib/db/client';
import { runMigrations } from '../src/lib/db/migrate';
import { LocalFileStorage } from '../src/lib/storage/storage';
import { seedCatalog } from '../src/seed/seed';
import { dropCopiesOf, snapshotTemplate, type TemplateSnapshot } from './database-copies';

// Per run, so two suites on one PostgreSQL server never drop each other's template.
export const TEMPLATE_DATABASE = `shop_test_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    database:
      | { kind: 'pglite' }
      | { kind: 'postgres'; url: string; template: string; snapshot: TemplateSnapshot };
    /** The PGlite template's dump, on PostgreSQL runs too (`test/pglite-template.ts`). */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it
 * (a PGlite dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating again. A PostgreSQL
 * run makes the PGlite dump too, beside its own template, for the tests that open a PGlite folder on disk
 * (the admin CLI, file modes, a damaged folder): a new folder would otherwise run initdb and every
 * migration in WebAssembly, which took over 120 s at load 13.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = await mkdtemp(join(tmpdir(), 'shop-test-template-'));
  const pgliteTemplateFile = join(scratch, 'template.tar');
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  // Each template seeds its placeholder zips into a folder of its own: the two run at once.
  const pgliteTemplate = writePgliteTemplate(
    pgliteTemplateFile,
    new LocalFileStorage(join(scratch, 'pglite-files')),
  );
  const url = process.env.DATABASE_URL;
  if (!url) {
    await pgliteTemplate;
    project.provide('database', { kind: 'pglite' });
    return async () => undefined;
  }
  const [admin] = await Promise.all([
    writePostgresTemplate(url, new LocalFileStorage(join(scratch, 'files'))),
    pgliteTemplate,
  ]);
  const snapshot = await snapshotTemplate(withDatabase(url, TEMPLATE_DATABASE));
  project.provide('database', { kind: 'postgres', url, template: TEMPLATE_DATABASE, snapshot });
  return async () => {
    await dropCopiesOf(admin, TEMPLATE_DATABASE);
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.end();
  };
}

/** Makes the run's template database on the server of `url`, migrated and seeded; the admin connection stays open. */
async function writePostgresTemplate(url: string, storage: LocalFileStorage): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DATABASE) });
  try {
    await runMigrations(handle);
    await seedCatalog(handle.db, storage);
  } finally {
    await handle.close();
  }
  return admin;
}

/** Migrates and seeds an in-memory PGlite database and writes its data folder's dump to `file`. */
async function writePgliteTemplate(file: string, storage: LocalFileStorage): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(handle);
    await seedCatalog(handle.db, storage);
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
