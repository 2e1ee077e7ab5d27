import type { FailureEpisodeFact, OrderFact } from './facts';
import { addMonths, type MonthIndex, monthOf, monthStart, percent } from './months';
import type { PauseFact } from './save-offer-effect';

/**
 * A lease's paid period as it counts in the recurring revenue (docs/rules/figures.md): from its payment for a
 * month or a year, ended early by the lease's end; worth what was paid less what was credited on it, kept in
 * yearly cents (a month's × 12) so a yearly plan's twelfth stays exact until the figure is rounded, once.
 */
export interface LeasePeriodFact {
  userId: string;
  start: Date;
  end: Date;
  /** Yearly value in cents: a monthly period's net × 12, a yearly period's net. */
  yearlyCents: number;
}

/** The end of a failure episode still open: it runs on, past any month read. */
const OPEN_END = new Date(8.64e15);

/**
 * The periods each lease was paid for, and its failure episodes as periods of their own: a lease whose renewal
 * failed still counts, at its last paid period's value, from the failure until the invoice is paid or the lease
 * ends (past due, as the dashboard's MRR counts it).
 */
export function leasePeriods(
  orders: readonly OrderFact[],
  failures: readonly FailureEpisodeFact[] = [],
): LeasePeriodFact[] {
  const paid = orders.flatMap((order) => {
    if (!order.lease) return [];
    const yearly = order.lease.plan === 'yearly';
    const paidEnd = addMonths(order.paidAt, yearly ? 12 : 1);
    const ended = order.lease.endedAt;
    const end = ended && ended < paidEnd ? ended : paidEnd;
    const net = Math.max(order.totalCents - order.creditedCents, 0);
    if (net === 0 || end <= order.paidAt) return [];
    const period = { userId: order.userId, start: order.paidAt, end, yearlyCents: yearly ? net : net * 12 };
    return [{ leaseId: order.lease.id, period }];
  });
  const grace = failures.flatMap((failure) => {
    const before = paid
      .filter(({ leaseId, period }) => leaseId === failure.leaseId && period.start <= failure.failedAt)
      .map(({ period }) => period)
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .at(-1);
    const end = failure.recoveredAt ?? failure.leaseEndedAt ?? OPEN_END;
    return before && end > failure.failedAt
      ? [{ userId: before.userId, start: failure.failedAt, end, yearlyCents: before.yearlyCents }]
      : [];
  });
  return [...paid.map(({ period }) => period), ...grace];
}

/** Each customer's recurring revenue at an instant (yearly cents), customers without any left out. */
export function customerValuesAt(periods: readonly LeasePeriodFact[], at: Date): Map<string, number> {
  const values = new Map<string, number>();
  for (const period of periods) {
    if (period.start <= at && at < period.end)
      values.set(period.userId, (values.get(period.userId) ?? 0) + period.yearlyCents);
  }
  return values;
}

/** The instant a month's figures are read at: its last millisecond, or `now` in the running month. */
export const monthEndAt = (month: MonthIndex, now: Date): Date => {
  const end = new Date(monthStart(month + 1).getTime() - 1);
  return end < now ? end : now;
};

export interface MrrMonth {
  month: MonthIndex;
  /** Yearly cents at the month's end, and the customers paying it. */
  yearlyCents: number;
  payingCustomers: number;
  /** Yearly cents of each move from the previous month's end. */
  moves: {
    new: number;
    expansion: number;
    contraction: number;
    churned: number;
    reactivated: number;
    paused: number;
    resumed: number;
  };
  /**
   * Customers paying or paused at the previous month's end, and those of them paying nothing at this one's and
   * not paused (a pause ended without a payment churns its customer then).
   */
  customersAtStart: number;
  churnedCustomers: number;
  yearlyCentsAtStart: number;
}

const sum = (values: Map<string, number>) => [...values.values()].reduce((total, value) => total + value, 0);

/** The customers paying nothing at an instant because a pause of theirs runs. */
function pausedAt(pauses: readonly PauseFact[], values: Map<string, number>, at: Date): Set<string> {
  return new Set(
    pauses
      .filter((pause) => pause.start <= at && at < pause.end && !values.has(pause.userId))
      .map((pause) => pause.userId),
  );
}

/**
 * The recurring revenue at each month's end from `first` to `last` and its moves, customer by customer: new (a
 * customer paying nothing before and never before), reactivated (paying again after paying nothing), expansion
 * and contraction (paying more or less), churned (paying nothing now), paused (paying nothing now because a
 * save offer's pause runs: not churn) and resumed (paying again after a pause). The history before `first` is
 * walked too, so a customer back after a gap is reactivated, not new.
 */
export function mrrMonths(
  periods: readonly LeasePeriodFact[],
  first: MonthIndex,
  last: MonthIndex,
  now: Date,
  pauses: readonly PauseFact[] = [],
): MrrMonth[] {
  const historyStart = Math.min(first, ...periods.map((period) => monthOf(period.start)));
  const seen = new Set<string>();
  let previous = customerValuesAt(periods, monthEndAt(historyStart - 1, now));
  let previousPaused = pausedAt(pauses, previous, monthEndAt(historyStart - 1, now));
  const result: MrrMonth[] = [];
  for (let month = historyStart; month <= last; month++) {
    const current = customerValuesAt(periods, monthEndAt(month, now));
    const paused = pausedAt(pauses, current, monthEndAt(month, now));
    const moves = { new: 0, expansion: 0, contraction: 0, churned: 0, reactivated: 0, paused: 0, resumed: 0 };
    let churnedCustomers = 0;
    for (const [user, before] of previous) {
      const after = current.get(user) ?? 0;
      if (after === 0 && paused.has(user)) moves.paused += before;
      else if (after === 0) {
        moves.churned += before;
        churnedCustomers++;
      } else if (after > before) moves.expansion += after - before;
      else moves.contraction += before - after;
    }
    for (const user of previousPaused) {
      if (!current.has(user) && !paused.has(user)) churnedCustomers++;
    }
    for (const [user, after] of current) {
      if (previous.has(user)) continue;
      if (previousPaused.has(user)) moves.resumed += after;
      else if (seen.has(user)) moves.reactivated += after;
      else moves.new += after;
    }
    for (const user of current.keys()) seen.add(user);
    if (month >= first)
      result.push({
        month,
        yearlyCents: sum(current),
        payingCustomers: current.size,
        moves,
        customersAtStart: previous.size + previousPaused.size,
        churnedCustomers,
        yearlyCentsAtStart: sum(previous),
      });
    previous = current;
    previousPaused = paused;
  }
  return result;
}

/** Logo churn: customers lost over customers paying at the month's start. */
export const logoChurnPercent = (month: MrrMonth) => percent(month.churnedCustomers, month.customersAtStart);

/** Revenue churn: the recurring revenue lost (churned and contraction) over the month's starting revenue. */
export const revenueChurnPercent = (month: MrrMonth) =>
  percent(month.moves.churned + month.moves.contraction, month.yearlyCentsAtStart);

/** Yearly cents as the monthly amount shown: a twelfth, rounded once. */
export const monthlyCents = (yearlyCents: number) => Math.round(yearlyCents / 12);
