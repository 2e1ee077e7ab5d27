import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { adminRevenueChanges, adminStatsChanges } from '../../lib/db/schema';
import { statsModule, statsTotals } from '.';

/**
 * The stats module's own background part on a bare server over a database copy, not the whole app. That the
 * dashboard reads without folding is the dashboard's module test.
 */
const world = useModuleWorld();

const pending = async () => ({
  daily: await world().db.$count(adminStatsChanges),
  revenue: await world().db.$count(adminRevenueChanges),
});

describe('the summaries fold in the background', () => {
  it('folds the appended changes once the server listens, the totals unchanged by it', async () => {
    const server = Fastify();
    server.decorate('db', world().db);
    const config = { ...world().config, scheduledTasksEnabled: true };
    await statsModule.background!(server, { config, dependencies: {} });
    try {
      await insertUser(world().db);
      expect((await pending()).daily).toBeGreaterThan(0);
      const before = await statsTotals(world().db);
      await server.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 10_000;
      while ((await pending()).daily > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await pending()).toEqual({ daily: 0, revenue: 0 });
      expect(await statsTotals(world().db)).toEqual(before);
    } finally {
      await server.close();
    }
  });
});
