import { afterAll, beforeAll, expect } from 'vitest';
import type { ShopModule } from '../../src/modules/shop-module';
import { createUser } from '../fixtures';
import { createModuleTestApp } from '../module-app';
import { createTestApp, type TestApp } from '../test-app';

export type AdminFixture = Awaited<ReturnType<typeof createUser>>;

/**
 * The shared setup of a back-office test file: before all its tests, a test app (mail worker off) and a
 * signed-in admin (handed to `ready`); after them, the app closed.
 */
export function setupAdminSuite(ready: AdminSuiteReady) {
  adminSuite(() => createTestApp({ MAIL_WORKER_ENABLED: 'false' }), ready);
}

/** setupAdminSuite on an app of only `modules` and what they need (test/module-app.ts). */
export function setupModuleAdminSuite(modules: readonly ShopModule[], ready: AdminSuiteReady) {
  adminSuite(() => createModuleTestApp(modules, { MAIL_WORKER_ENABLED: 'false' }), ready);
}

type AdminSuiteReady = (suite: { ctx: TestApp; admin: AdminFixture }) => void | Promise<void>;

function adminSuite(start: () => Promise<TestApp>, ready: AdminSuiteReady) {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await start();
    await ready({ ctx, admin: await createUser(ctx.app, { isAdmin: true }) });
  });
  afterAll(() => ctx?.close());
}

/**
 * Deep pages of a 20-a-page list hold exactly the rows that skipping would give: `everyId` is the whole list in
 * its order, `idsOn(page)` what the API answers for that page. Checks the 51st page (the first read from the
 * summary), `alsoPage` and the last.
 */
export async function expectDeepPagesAsSkipping(
  everyId: string[],
  idsOn: (page: number) => Promise<string[]>,
  alsoPage: number,
) {
  for (const page of [51, alsoPage, Math.ceil(everyId.length / 20)]) {
    expect(await idsOn(page), `page ${page}`).toEqual(everyId.slice((page - 1) * 20, page * 20));
  }
}
