import { money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { type ShopHistory, useSeededFigures } from '../../../test/helpers/figures-history';
import { figuresCsv } from './csv';

/**
 * Save offers in a seeded year (docs/rules/figures.md, "Pauses and save offers"): a lease paused two months
 * and resumed, a save coupon taken, an offer declined, a dialog without an offer, a pause the buyer ended by
 * leaving, and a dollar coupon kept apart. Every figure below was worked out by hand from this history (cents;
 * each month read at its last instant, November's at the clock's now).
 */
const monthly = (day: number, from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `2026-${String(from + i).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

const history: ShopHistory = {
  leases: [
    // P: 40 € a month from 10 January; took a two-month pause on 20 March: its period to 10 April is the last
    // billed, nothing until the pause ends on 10 June, then billed again every 10th.
    {
      customer: 'P',
      currency: 'eur',
      plan: 'monthly',
      cents: 4000,
      paidOn: [...monthly(10, 1, 3), ...monthly(10, 6, 11)],
      cancellation: { at: '2026-03-20', offer: 'pause', accepted: true, pauseMonths: 2 },
    },
    // Q: 30 € a month from 5 January; took 50 % off two periods on 20 April (May and June at 15 €); left 5 October.
    {
      customer: 'Q',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: monthly(5, 1, 9),
      endedAt: '2026-10-05',
      coupons: {
        '2026-05-05': { code: 'SAVE50', discountCents: 1500 },
        '2026-06-05': { code: 'SAVE50', discountCents: 1500 },
      },
      cancellation: { at: '2026-04-20', offer: 'coupon', accepted: true, couponCode: 'SAVE50' },
    },
    // R: 25 € a month from 15 February; declined the pause on 25 April and left at its period end, 15 May.
    {
      customer: 'R',
      currency: 'eur',
      plan: 'monthly',
      cents: 2500,
      paidOn: monthly(15, 2, 4),
      endedAt: '2026-05-15',
      cancellation: { at: '2026-04-25', offer: 'pause' },
    },
    // T: 50 € a month from 1 January; cancelled on 10 February with no offer to show; ended 1 March.
    {
      customer: 'T',
      currency: 'eur',
      plan: 'monthly',
      cents: 5000,
      paidOn: monthly(1, 1, 2),
      endedAt: '2026-03-01',
      cancellation: { at: '2026-02-10', offer: 'none' },
    },
    // U: 10 € a month from 3 July; paused from 3 September for two months, but the lease ended on 15 October.
    {
      customer: 'U',
      currency: 'eur',
      plan: 'monthly',
      cents: 1000,
      paidOn: monthly(3, 7, 8),
      endedAt: '2026-10-15',
      cancellation: { at: '2026-08-10', offer: 'pause', accepted: true, pauseMonths: 2 },
    },
    // S: 20 $ a month from 8 January; took 20 % off one period on 10 March (April's 16 $); ended 8 June.
    {
      customer: 'S',
      currency: 'usd',
      plan: 'monthly',
      cents: 2000,
      paidOn: monthly(8, 1, 5),
      endedAt: '2026-06-08',
      coupons: { '2026-04-08': { code: 'SAVE20', discountCents: 400 } },
      cancellation: { at: '2026-03-10', offer: 'coupon', accepted: true, couponCode: 'SAVE20' },
    },
  ],
  sales: [],
  trials: [],
};

const seeded = useSeededFigures(history, '2026-11-20T12:00:00Z', { from: '2026-01', to: '2026-11' });
const { inCurrency, column } = seeded;
const eur = (cents: number[]) => cents.map((amount) => money(amount, 'eur'));
const usd = (cents: number[]) => cents.map((amount) => money(amount, 'usd'));
/** Eleven months' values, January (1) to November (11), all zero but those given. */
const months = (values: Record<number, number>) =>
  Array.from({ length: 11 }, (_, index) => values[index + 1] ?? 0);

describe('a pause in the MRR', () => {
  it('bills nothing while paused: the MRR leaves as paused, not churned, and comes back as resumed', () => {
    // P's 40 € leaves at April's end (paused), is still out in May, back at June's end (paid 10 June).
    // Q's coupon is a contraction in May and an expansion in July; U's pause shows at September's end.
    expect(column('eur', (m) => m.mrr)).toEqual(
      eur([12000, 14500, 9500, 5500, 1500, 5500, 8000, 8000, 7000, 4000, 4000]),
    );
    expect(column('eur', (m) => m.movements.paused)).toEqual(eur(months({ 4: 4000, 9: 1000 })));
    expect(column('eur', (m) => m.movements.resumed)).toEqual(eur(months({ 6: 4000 })));
    expect(column('eur', (m) => m.movements.new)).toEqual(eur(months({ 1: 12000, 2: 2500, 7: 1000 })));
    expect(column('eur', (m) => m.movements.reactivated)).toEqual(eur(months({})));
    expect(column('eur', (m) => m.movements.contraction)).toEqual(eur(months({ 5: 1500 })));
    expect(column('eur', (m) => m.movements.expansion)).toEqual(eur(months({ 7: 1500 })));
    expect(column('eur', (m) => m.movements.churned)).toEqual(eur(months({ 3: 5000, 5: 2500, 10: 3000 })));
    expect(column('eur', (m) => m.payingCustomers)).toEqual([3, 4, 3, 2, 1, 2, 3, 3, 2, 1, 1]);
  });

  it('keeps a paused customer out of churn, and churns one whose pause ended with the lease', () => {
    // At risk: paying or paused at the month's start. May: R of P (paused), Q, R; October: Q and U (paused
    // since September, its lease ended during the pause) of P, Q, U.
    expect(column('eur', (m) => m.logoChurnPercent)).toEqual([
      null,
      ...months({ 3: 25, 5: 33.3, 10: 66.7 }).slice(1),
    ]);
    // Pauses are not revenue churn: March 5 000/14 500, May (2 500 + 1 500)/5 500, October 3 000/7 000.
    expect(column('eur', (m) => m.revenueChurnPercent)).toEqual([
      null,
      ...months({ 3: 34.5, 5: 72.7, 10: 42.9 }).slice(1),
    ]);
  });
});

describe('the save offers’ effect', () => {
  it('counts the offers shown, taken and declined by the month of the dialog, in the lease’s currency', () => {
    const counts = inCurrency('eur').saveOffers.map(({ keptRevenue: _kept, ...row }) => row);
    // T's dialog showed no offer (February); the dollar coupon of March is not a euro offer.
    expect(counts.filter((row) => row.shown > 0)).toEqual([
      { month: '2026-03', shown: 1, acceptedPause: 1, acceptedCoupon: 0, declined: 0 },
      { month: '2026-04', shown: 2, acceptedPause: 0, acceptedCoupon: 1, declined: 1 },
      { month: '2026-08', shown: 1, acceptedPause: 1, acceptedCoupon: 0, declined: 0 },
    ]);
    expect(inCurrency('usd').saveOffers.filter((row) => row.shown > 0)).toEqual([
      {
        month: '2026-03',
        shown: 1,
        acceptedPause: 0,
        acceptedCoupon: 1,
        declined: 0,
        keptRevenue: money(0, 'usd'),
      },
    ]);
  });

  it('sums the periods paid after an offer was taken, a coupon’s at what was paid', () => {
    // P's periods from June (40 €), Q's May and June at 15 € then 30 € to September; U paid nothing after.
    expect(inCurrency('eur').saveOffers.map((row) => row.keptRevenue)).toEqual(
      eur(months({ 5: 1500, 6: 5500, 7: 7000, 8: 7000, 9: 7000, 10: 4000, 11: 4000 })),
    );
    expect(inCurrency('usd').saveOffers.map((row) => row.keptRevenue)).toEqual(
      usd(months({ 4: 1600, 5: 2000 })),
    );
    expect(inCurrency('eur').coupons).toEqual([
      {
        code: 'SAVE50',
        orders: 2,
        firstOrders: 0,
        discount: money(3000, 'eur'),
        revenue: money(3000, 'eur'),
      },
    ]);
  });

  it('writes them in the CSV file, one figure a row', () => {
    const csv = figuresCsv(seeded.figures());
    expect(csv).toContain('"saveOffer","eur","2026-04","declined","1"');
    expect(csv).toContain('"saveOffer","usd","2026-04","keptRevenue","16"');
    expect(csv).toContain('"month","eur","2026-04","mrr.paused","40"');
  });
});

describe('a dollar save coupon, apart', () => {
  it('is a contraction then an expansion of the dollar MRR, never added to the euros', () => {
    expect(column('usd', (m) => m.mrr)).toEqual(usd([2000, 2000, 2000, 1600, 2000, ...Array(6).fill(0)]));
    expect(column('usd', (m) => m.movements.contraction)).toEqual(usd(months({ 4: 400 })));
    expect(column('usd', (m) => m.movements.churned)).toEqual(usd(months({ 6: 2000 })));
  });
});
