import { afterAll, beforeAll } from 'vitest';
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
