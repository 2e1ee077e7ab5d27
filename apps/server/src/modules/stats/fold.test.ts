import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminRevenueChanges, adminStatsChanges } from '../../lib/db/schema';
import { statsTotals } from '.';

const pending = async (ctx: TestApp) => ({
  daily: (await ctx.app.db.select({ n: count() }).from(adminStatsChanges))[0]!.n,
  revenue: (await ctx.app.db.select({ n: count() }).from(adminRevenueChanges))[0]!.n,
});

describe('the summaries fold in the background', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', SCHEDULED_TASKS_ENABLED: 'true' });
  });
  afterAll(() => ctx.close());

  it('folds the appended changes once the server listens, the totals unchanged by it', async () => {
    await createUser(ctx.app);
    expect((await pending(ctx)).daily).toBeGreaterThan(0);
    const before = await statsTotals(ctx.app.db);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const deadline = Date.now() + 10_000;
    while ((await pending(ctx)).daily > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await pending(ctx)).toEqual({ daily: 0, revenue: 0 });
    expect(await statsTotals(ctx.app.db)).toEqual(before);
  });
});

describe('the dashboard', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  });
  afterAll(() => ctx.close());

  it('reads without folding: the changes stay for the background task', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const changes = (await pending(ctx)).daily;
    expect(changes).toBeGreaterThan(0);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().stats.users.total).toBe((await statsTotals(ctx.app.db)).newUsers);
    expect((await pending(ctx)).daily).toBe(changes);
  });
});
