/**
 * The shop's maintained daily totals (orders, revenue, users, subscribers) and the deep-page reads they
 * make cheap: the dashboard, the back-office lists and the catalogue's sales figures read them here.
 */
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
