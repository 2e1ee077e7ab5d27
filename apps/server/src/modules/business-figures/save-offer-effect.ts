import { type Currency, type FiguresSaveOfferMonth, money } from '@shop/contracts';
import type { OrderFact, SaveOfferFact } from './facts';
import { addMonths, type MonthIndex, monthKey, monthOf } from './months';

/** A customer's lease paused by a save offer: billed nothing from `start` to `end`. */
export interface PauseFact {
  userId: string;
  start: Date;
  end: Date;
}

/**
 * The pauses buyers took (docs/rules/figures.md): from the end of the lease's period running when the pause was
 * taken, for the months chosen, ended early by the lease's next paid period (a pause resumed early) or its end.
 */
export function pausesOf(offers: readonly SaveOfferFact[], orders: readonly OrderFact[]): PauseFact[] {
  return offers.flatMap((offer) => {
    if (offer.offer !== 'pause' || !offer.accepted || !offer.pauseMonths) return [];
    const periods = orders
      .filter((order) => order.lease?.id === offer.leaseId)
      .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    const running = periods.filter((order) => order.paidAt <= offer.at).at(-1);
    if (!running?.lease) return [];
    const start = addMonths(running.paidAt, running.lease.plan === 'yearly' ? 12 : 1);
    const ends = [
      addMonths(start, offer.pauseMonths),
      periods.find((order) => order.paidAt >= start)?.paidAt,
      running.lease.endedAt,
    ].filter((end): end is Date => end instanceof Date);
    const end = new Date(Math.min(...ends.map((date) => date.getTime())));
    return end > start ? [{ userId: offer.userId, start, end }] : [];
  });
}

/**
 * The save offers' effect in one currency month by month: the cancel dialogs that showed an offer, taken (pause,
 * coupon) or declined, and the revenue kept, the lease periods paid after their lease took an offer (a save
 * coupon's periods at what was paid), less their credit notes. Never another currency's amounts.
 */
export function saveOfferEffect(
  currency: Currency,
  offers: readonly SaveOfferFact[],
  orders: readonly OrderFact[],
  months: readonly MonthIndex[],
): FiguresSaveOfferMonth[] {
  const shown = offers.filter((offer) => offer.currency === currency && offer.offer !== 'none');
  const kept = orders.filter(
    (order) =>
      order.currency === currency &&
      order.lease?.saveOfferTakenAt &&
      order.paidAt >= order.lease.saveOfferTakenAt,
  );
  return months.map((month) => {
    const inMonth = shown.filter((offer) => monthOf(offer.at) === month);
    const taken = (kind: SaveOfferFact['offer']) =>
      inMonth.filter((offer) => offer.accepted && offer.offer === kind).length;
    const keptCents = kept
      .filter((order) => monthOf(order.paidAt) === month)
      .reduce((total, order) => total + order.totalCents - order.creditedCents, 0);
    return {
      month: monthKey(month),
      shown: inMonth.length,
      acceptedPause: taken('pause'),
      acceptedCoupon: taken('coupon'),
      declined: inMonth.filter((offer) => !offer.accepted).length,
      keptRevenue: money(keptCents, currency),
    };
  });
}
