/**
 * The shop's maintained summaries, the daily totals (orders, revenue, users, subscribers) and the revenue by
 * currency, coupon and VAT, and the deep-page reads they make cheap: the dashboard, the back-office lists and
 * the catalogue's sales figures read them here.
 */

export { type RevenueGroup, revenueGroups } from './revenue';

import { registerScheduledTask } from '../../lib/schedule';
import type { ShopModule } from '../shop-module';
import { foldStatsChanges } from './service';

export {
  foldStatsChanges,
  readListPage,
  type StatsTotals,
  statsByDay,
  statsTotals,
  statsTotalsSince,
  utcDay,
  utcMonthStart,
} from './service';

/**
 * How often the appended changes are folded in. Reads are exact without folding (they add the changes up), so
 * folding only keeps the changes table short, off the dashboard's path.
 */
const FOLD_EVERY_MS = 30_000;

export const statsModule: ShopModule = {
  name: 'stats',
  background: async (app, { config }) => {
    if (config.scheduledTasksEnabled)
      registerScheduledTask(app, 'fold the admin summaries', FOLD_EVERY_MS, () => foldStatsChanges(app.db));
  },
};
