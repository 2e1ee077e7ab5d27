import { count, sql } from 'drizzle-orm';
import { queryRows } from '../../lib/db/raw';
import { adminStatsChanges } from '../../lib/db/schema';
import { countAbandonedOrders } from '../checkout';
import { foldStatsChanges } from '../stats';
import { type CleanupCount, cleanupSteps, countCleanup, purgeCleanup } from './cleanup';
import type { MaintenanceTaskRunner } from './context';
import type { TaskReport } from './report';

/** An arbitrary but fixed key: two maintenance runs never purge at the same time. */
const MAINTENANCE_LOCK_KEY = 7_302_118;

/** The tables a run deletes from, vacuumed afterwards. */
const cleanedTables = () => [...new Set(cleanupSteps.map((step) => step.table))];
const tableNames = (counts: CleanupCount[]) => [...new Set(counts.map((step) => step.table))];

function printCounts(report: TaskReport, counts: CleanupCount[]): number {
  for (const step of counts) {
    report.line(`cleanup.${step.key}`, { count: step.rows, table: step.table });
  }
  const total = counts.reduce((sum, step) => sum + step.rows, 0);
  report.line('cleanup.total', { count: total });
  return total;
}

const pendingStatsChanges = async (context: Parameters<MaintenanceTaskRunner>[0]) =>
  (await context.deps.db.select({ value: count() }).from(adminStatsChanges))[0]?.value ?? 0;

/** maintenanceDryRun: what maintenanceDB would change, read-only. */
export const maintenanceDryRun: MaintenanceTaskRunner = async (context) => {
  const { deps, report } = context;
  report.line('dryRun.intro');
  const [abandoned, counts, statsChanges] = await Promise.all([
    countAbandonedOrders(deps.db),
    countCleanup(deps.db),
    pendingStatsChanges(context),
  ]);
  report.heading('abandoned.title');
  report.line('dryRun.sessionless', { count: abandoned.sessionless });
  report.line('dryRun.stalePending', { count: abandoned.stalePending });
  report.heading('dryRun.deleteTitle');
  const total = printCounts(report, counts);
  report.heading('stats.title');
  report.line('dryRun.statsChanges', { count: statsChanges });
  report.heading('vacuum.title');
  report.line('dryRun.vacuum', { tables: tableNames(counts).join(', ') });
  return { after: { abandoned, rowsToDelete: total, statsChanges } };
};

/**
 * maintenanceDB: settles abandoned checkouts (the scheduled expiry, run now), deletes the dead rows of
 * `cleanupSteps` in one transaction with its audit entry, folds the dashboard's pending changes, then
 * vacuums the tables it deleted from.
 */
export const maintenanceDB: MaintenanceTaskRunner = async (context) => {
  const { deps, report } = context;
  const expiry = await deps.expireAbandonedOrders();
  report.heading('abandoned.title');
  report.line('abandoned.failed', { count: expiry.failed });
  report.line('abandoned.expired', { count: expiry.expired });
  report.line('abandoned.paid', { count: expiry.paid });
  report.line('abandoned.skipped', { count: expiry.skipped });
  if (expiry.skipped > 0) report.error('abandoned.skippedError', { count: expiry.skipped });

  const removed = await deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${MAINTENANCE_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return undefined;
    const before = await countCleanup(tx);
    const deleted = await purgeCleanup(tx);
    await context.recordRun(tx, {
      before: { rows: before },
      after: { abandonedOrders: expiry, deleted },
    });
    return deleted;
  });
  report.heading('cleanup.title');
  if (!removed) {
    report.error('cleanup.busy');
    return { after: { abandonedOrders: expiry, deleted: null } };
  }
  printCounts(report, removed);

  const statsChanges = await pendingStatsChanges(context);
  await foldStatsChanges(deps.db);
  report.heading('stats.title');
  report.line('stats.folded', { count: statsChanges });

  report.heading('vacuum.title');
  await vacuum(context, removed);
  return { after: { abandonedOrders: expiry, deleted: removed } };
};

/**
 * VACUUM (ANALYZE) of the tables the run deleted from: PostgreSQL and PGlite both support it, outside a
 * transaction. A refusal (a role that does not own the tables) goes to stderr; the deletions stand.
 */
async function vacuum(context: Parameters<MaintenanceTaskRunner>[0], removed: CleanupCount[]) {
  const { deps, report } = context;
  const tables = cleanedTables();
  const started = performance.now();
  try {
    await deps.db.execute(sql`VACUUM (ANALYZE) ${sql.join(tables, sql`, `)}`);
    report.line('vacuum.done', {
      tables: tableNames(removed).join(', '),
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    report.error('vacuum.failed', { message: error instanceof Error ? error.message : String(error) });
  }
}
