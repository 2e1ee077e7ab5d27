import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/lib/db/client';
import { giveBackCopy, takeCopy } from './database-copies';
import { withDatabase } from './global-setup';
import { pgliteTemplateDump } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A database at the migrated, seeded template's state, for one test file or one test: on PostgreSQL a copy
 * this worker's earlier file gave back reset, or a new one (database-copies.ts); `url` names it (for tests that
 * run a separate process on it).
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop(): Promise<void>;
  url?: string;
}> {
  const provided = inject('database');
  if (provided.kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplateDump() });
    return { handle, drop: () => handle.close() };
  }
  const name = await takeCopy(provided.url, provided.template);
  const url = withDatabase(provided.url, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await giveBackCopy(provided.url, url, name, provided.snapshot);
    },
  };
}

/** The configuration of a test shop on `dataDir`; env entries override the test defaults. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_ENABLED: 'false',
    SCHEDULED_TASKS_ENABLED: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Tests never reach the internet: those of the VIES check point it at a local stand-in.
    VIES_URL: 'off',
    ...env,
  });
}

/**
 * An app `build` makes from a test configuration and its own database copy and data folder, ready;
 * `close` stops it and removes both.
 */
export async function openTestApp(
  env: Record<string, string>,
  build: (config: AppConfig, database: DatabaseHandle) => Promise<FastifyInstance>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  const config = testConfig(dataDir, env);
  const { handle, drop } = await openTestDatabase();
  const app = await build(config, handle);
  await app.ready();
  return {
    app,
    config,
    database: handle,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the real app, every module, on its own database copy and data folder (openTestApp). */
export function createTestApp(
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  return openTestApp(env, (config, database) => buildApp(config, { ...dependencies, database }));
}

/**
 * One more app instance on an existing database, as several sit behind a load balancer: its own data
 * folder, the secrets every instance shares, no background workers. `close` stops it and removes the folder.
 */
export function createInstanceOn(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  return openInstanceOn(env, (config) => buildApp(config, { ...dependencies, database }));
}

/** createInstanceOn's instance, its app built by `build` (the whole app, or some modules: test/module-app.ts). */
export async function openInstanceOn(
  env: Record<string, string>,
  build: (config: AppConfig) => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    MAIL_WORKER_ENABLED: 'false',
    SCHEDULED_TASKS_ENABLED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    STRIPE_WEBHOOK_SECRET: 'whsec_shared_by_every_instance_0123456789',
    JWT_SECRET: 'shared-jwt-secret-of-every-instance-0123456789',
    WEB_DIST_DIR: join(dataDir, 'none'),
    VIES_URL: 'off',
    ...env,
  });
  const app = await build(config);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
