import {
  type BusinessFigures,
  type Currency,
  type CurrencyFigures,
  currencies,
  money,
} from '@shop/contracts';
import { cohorts, lifetimeValue } from './customers';
import type { FiguresFacts } from './facts';
import { type MonthIndex, monthKey, monthOf, monthRange } from './months';
import { leasePeriods, logoChurnPercent, monthlyCents, mrrMonths, revenueChurnPercent } from './mrr';
import { recoveryByMonth } from './recovery';
import { reconcile, revenueByMonth } from './revenue';
import { pausesOf, saveOfferEffect } from './save-offer-effect';
import { couponEffect, trialsByMonth } from './trials-coupons';

export interface FiguresRange {
  first: MonthIndex;
  last: MonthIndex;
  currency?: Currency;
}

/** One currency's figures over the range, from its facts alone: nothing of another currency is ever added in. */
function currencyFigures(
  currency: Currency,
  facts: FiguresFacts,
  range: FiguresRange,
  now: Date,
): CurrencyFigures {
  const orders = facts.orders.filter((order) => order.currency === currency);
  const months = monthRange(range.first, range.last);
  // Months after the lease clock's have no customer activity yet: cohorts stop at its month.
  const lastLived = Math.min(range.last, monthOf(now));
  const failures = facts.failures.filter((failure) => failure.currency === currency);
  const periods = leasePeriods(orders, failures);
  const pauses = pausesOf(
    facts.saveOffers.filter((offer) => offer.currency === currency),
    orders,
  );
  const mrr = mrrMonths(periods, range.first, range.last, now, pauses);
  const revenue = revenueByMonth(
    orders,
    facts.creditNotes.filter((note) => note.currency === currency),
    months,
  );
  const recovery = recoveryByMonth(failures, months, now);
  const cents = (amount: number) => money(amount, currency);
  const monthly = (yearly: number) => cents(monthlyCents(yearly));
  return {
    currency,
    months: mrr.map((row) => {
      const sales = revenue.get(row.month)!;
      return {
        month: monthKey(row.month),
        revenue: {
          billed: cents(sales.billed),
          recurring: cents(sales.recurring),
          credited: cents(sales.credited),
          net: cents(sales.billed - sales.credited),
        },
        mrr: monthly(row.yearlyCents),
        payingCustomers: row.payingCustomers,
        movements: {
          new: monthly(row.moves.new),
          expansion: monthly(row.moves.expansion),
          contraction: monthly(row.moves.contraction),
          churned: monthly(row.moves.churned),
          reactivated: monthly(row.moves.reactivated),
          paused: monthly(row.moves.paused),
          resumed: monthly(row.moves.resumed),
        },
        logoChurnPercent: logoChurnPercent(row),
        revenueChurnPercent: revenueChurnPercent(row),
        recovery: recovery.get(row.month)!,
      };
    }),
    ltv: lifetimeValue(currency, orders, mrr, range.last),
    cohorts: cohorts(orders, periods, range.first, lastLived),
    coupons: couponEffect(currency, orders, months),
    saveOffers: saveOfferEffect(currency, facts.saveOffers, orders, months),
    reconciliation: reconcile(
      currency,
      revenue.values(),
      facts.fresh.find((sums) => sums.currency === currency),
    ),
  };
}

/**
 * The figures an owner runs the business on (docs/rules/figures.md), per currency side by side, at the lease
 * clock's `now`: a pure fold of the facts, so a test can check every figure against values worked by hand.
 */
export function foldFigures(facts: FiguresFacts, range: FiguresRange, now: Date): BusinessFigures {
  const shown = range.currency ? [range.currency] : [...currencies];
  return {
    from: monthKey(range.first),
    to: monthKey(range.last),
    measuredAt: now.toISOString(),
    currencies: shown.map((currency) => currencyFigures(currency, facts, range, now)),
    trials: trialsByMonth(facts.trials, monthRange(range.first, range.last)),
  };
}
