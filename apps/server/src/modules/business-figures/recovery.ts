import type { FiguresMonthRow } from '@shop/contracts';
import type { FailureEpisodeFact } from './facts';
import { type MonthIndex, monthOf, percent } from './months';

/**
 * Failed-payment recovery (docs/rules/figures.md), by the month an episode started: recovered when the failed
 * invoice was paid, lost when the lease ended first, open otherwise (at the lease clock's now); the rate is
 * recovered over the episodes that ended either way.
 */
export function recoveryByMonth(
  failures: readonly FailureEpisodeFact[],
  months: readonly MonthIndex[],
  now: Date,
): Map<MonthIndex, FiguresMonthRow['recovery']> {
  const counts = new Map(months.map((month) => [month, { episodes: 0, recovered: 0, lost: 0, open: 0 }]));
  for (const failure of failures) {
    const row = counts.get(monthOf(failure.failedAt));
    if (!row) continue;
    row.episodes++;
    if (failure.recoveredAt && failure.recoveredAt <= now) row.recovered++;
    else if (failure.leaseEndedAt && failure.leaseEndedAt <= now) row.lost++;
    else row.open++;
  }
  return new Map(
    [...counts].map(([month, row]) => [
      month,
      { ...row, ratePercent: percent(row.recovered, row.recovered + row.lost) },
    ]),
  );
}
