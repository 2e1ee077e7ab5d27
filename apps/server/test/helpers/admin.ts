import { afterAll, beforeAll, expect } from 'vitest';
import { createUser } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

export type AdminFixture = Awaited<ReturnType<typeof createUser>>;

/**
 * The shared setup of a back-office test file: before all its tests, a test app (mail worker off) and a
 * signed-in admin (handed to `ready`); after them, the app closed.
 */
export function setupAdminSuite(
  ready: (suite: { ctx: TestApp; admin: AdminFixture }) => void | Promise<void>,
) {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
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
