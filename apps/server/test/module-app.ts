import type { FastifyInstance } from 'fastify';
import { type AppDependencies, composeApp, registerPages } from '../src/app';
import type { AppConfig } from '../src/config';
import type { DatabaseHandle } from '../src/lib/db/client';
import { catalogModule } from '../src/modules/catalog';
import { sellerIdentityModule } from '../src/modules/seller-identity';
import { type ShopModule, withWhatTheyNeed } from '../src/modules/shop-module';
import { openInstanceOn, openTestApp, type TestApp } from './test-app';

/**
 * A route test's app: the infrastructure (database copy, errors, language, auth, validation, rate limits,
 * storage, payments, mail, OpenAPI) and only `modules` and what their setup needs, however deep, composed as
 * the shop composes them (setup, routes under /api, back-office routes behind the admin check, background
 * work). A test of the reviews' routes does not start the other modules. A module's `needs` name what its
 * setup builds on, not every decoration its routes read at request time (the seller's identity in every
 * e-mail, the catalogue cache): a test lists those modules too, and one it forgets answers 500 where a route
 * reads it. env entries override the test defaults.
 */
export function createModuleTestApp(
  modules: readonly ShopModule[],
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database' | 'modules'> = {},
): Promise<TestApp> {
  return openTestApp(env, (config, database) =>
    composeApp(config, { ...dependencies, database }, withWhatTheyNeed(modules)),
  );
}

/** createInstanceOn (test/test-app.ts) of only `modules` and what they need: one more instance on `database`. */
export function createModuleInstanceOn(
  database: DatabaseHandle,
  modules: readonly ShopModule[],
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database' | 'modules'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  return openInstanceOn(env, (config) =>
    composeApp(config, { ...dependencies, database }, withWhatTheyNeed(modules)),
  );
}

/**
 * createModuleTestApp with the pages outside /api (app.ts's registerPages: the server-rendered storefront,
 * its sitemap and feeds, the web build's files), and the catalogue and the seller's identity they read.
 */
export function createModulePagesTestApp(
  modules: readonly ShopModule[],
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database' | 'modules'> = {},
): Promise<TestApp> {
  return openTestApp(env, (config, database) => withPages(config, { ...dependencies, database }, modules));
}

/** createModuleInstanceOn with the pages outside /api and what they read (createModulePagesTestApp). */
export function createModulePagesInstanceOn(
  database: DatabaseHandle,
  modules: readonly ShopModule[],
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database' | 'modules'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  return openInstanceOn(env, (config) => withPages(config, { ...dependencies, database }, modules));
}

async function withPages(config: AppConfig, dependencies: AppDependencies, modules: readonly ShopModule[]) {
  const app = await composeApp(
    config,
    dependencies,
    withWhatTheyNeed([catalogModule, sellerIdentityModule, ...modules]),
  );
  await registerPages(app, config, dependencies.storefront);
  return app;
}
