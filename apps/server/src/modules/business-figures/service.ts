import { type BusinessFigures, FIGURES_MAX_MONTHS, type FiguresQuery } from '@shop/contracts';
import type { Executor } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import type { LeaseClock } from '../../lib/payments/clock';
import { type FiguresRange, foldFigures } from './figures';
import { monthOf, monthOfKey, monthStart } from './months';
import { readFacts } from './queries';

/** Without a range: the twelve months up to the lease clock's (docs/rules/figures.md). */
const DEFAULT_MONTHS = 12;

export function figuresRange(query: FiguresQuery, now: Date): FiguresRange {
  const last = query.to ? monthOfKey(query.to) : monthOf(now);
  const first = query.from ? monthOfKey(query.from) : last - (DEFAULT_MONTHS - 1);
  // The query's schema checks a range given whole; one bound beside the clock's month is checked here.
  if (first > last) throw new AppError(400, 'figures.rangeOrder');
  if (last - first >= FIGURES_MAX_MONTHS) throw new AppError(400, 'figures.rangeTooLong');
  return { first, last, currency: query.currency };
}

/**
 * The business figures on the lease clock (`clock`: the payment sandbox's test clock when it runs, so an
 * advanced clock ages the figures as it bills and ends leases), read fresh from the tables.
 */
export async function loadFigures(
  deps: { db: Executor; clock: LeaseClock },
  query: FiguresQuery,
): Promise<BusinessFigures> {
  const now = await deps.clock.now(deps.db);
  const range = figuresRange(query, now);
  const facts = await readFacts(deps.db, { start: monthStart(range.first), end: monthStart(range.last + 1) });
  return foldFigures(facts, range, now);
}
