import { type AppDependencies, composeApp } from '../src/app';
import type { DatabaseHandle } from '../src/lib/db/client';
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

/** createInstanceOn (test/test-app.ts) of only `modules` and what they need: one more instance of a module test's app. */
export function createModuleInstanceOn(
  modules: readonly ShopModule[],
  database: DatabaseHandle,
  env: Record<string, string> = {},
) {
  return openInstanceOn(env, (config) => composeApp(config, { database }, withWhatTheyNeed(modules)));
}
