import { type Currency, money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { useSeededFigures } from '../../../test/helpers/figures-history';
import { YEAR_NOW, yearHistory } from '../../../test/helpers/figures-year';
import { figuresCsv } from './csv';

/**
 * One seeded year in euros and dollars (test/helpers/figures-year.ts, docs/rules/figures.md): every figure below
 * was worked out by hand from that history, in cents, never by the code under test. A month is read at its last
 * instant, December at the clock's now (20 December). Customers by letter: A–G, P–U in euros, H–J, S in dollars.
 */
const seeded = useSeededFigures(yearHistory, YEAR_NOW, { from: '2026-01', to: '2026-12' });
const { inCurrency, column } = seeded;
const amounts = (currency: Currency, cents: number[]) => cents.map((amount) => money(amount, currency));
const eur = (cents: number[]) => amounts('eur', cents);
const usd = (cents: number[]) => amounts('usd', cents);
/** Twelve months' values, January (1) to December (12), all zero but those given. */
const months = (values: Record<number, number>) =>
  Array.from({ length: 12 }, (_, index) => values[index + 1] ?? 0);

describe('the euro MRR, its moves, and a pause kept apart from churn', () => {
  it('reads the MRR at each month end and its moves, customer by customer', () => {
    // Jan A 30 + C 30 + P 40 + Q 30 + T 50 = 180; Feb + B 20 + R 25 = 225; Mar − T 50 + D 30 = 205; Apr − C 30,
    // P paused 40 = 135; May A 50 (+20), Q's coupon 15 (−15), − R 25 = 115; Jun + P 40 = 155; Jul + C 30 + U 10,
    // Q 30 (+15) = 210; Aug − D 30 = 180; Sep − C 30, U paused 10 = 140; Oct − Q 30 + G 30 = 140; Nov G's
    // period 24 after 6 credited (−6) = 134; Dec G 30 (+6) = 140.
    expect(column('eur', (m) => m.mrr)).toEqual(
      eur([18000, 22500, 20500, 13500, 11500, 15500, 21000, 18000, 14000, 14000, 13400, 14000]),
    );
    expect(column('eur', (m) => m.payingCustomers)).toEqual([5, 7, 7, 5, 4, 5, 7, 6, 4, 4, 4, 4]);
    // Jan A + C + P + Q + T; Feb B + R; Mar D; Jul U; Oct G.
    expect(column('eur', (m) => m.movements.new)).toEqual(
      eur(months({ 1: 18000, 2: 4500, 3: 3000, 7: 1000, 10: 3000 })),
    );
    // May A 30 → 50; Jul Q 15 → 30; Dec G 24 → 30.
    expect(column('eur', (m) => m.movements.expansion)).toEqual(eur(months({ 5: 2000, 7: 1500, 12: 600 })));
    // May Q 30 → 15; Nov G 30 → 24.
    expect(column('eur', (m) => m.movements.contraction)).toEqual(eur(months({ 5: 1500, 11: 600 })));
    // Mar T; Apr C; May R; Aug D; Sep C; Oct Q.
    expect(column('eur', (m) => m.movements.churned)).toEqual(
      eur(months({ 3: 5000, 4: 3000, 5: 2500, 8: 3000, 9: 3000, 10: 3000 })),
    );
    expect(column('eur', (m) => m.movements.reactivated)).toEqual(eur(months({ 7: 3000 })));
    // P paused from 10 April (40), back 10 June; U paused from 3 September (10), its lease ended 15 October.
    expect(column('eur', (m) => m.movements.paused)).toEqual(eur(months({ 4: 4000, 9: 1000 })));
    expect(column('eur', (m) => m.movements.resumed)).toEqual(eur(months({ 6: 4000 })));
  });

  it('counts logo churn over the customers paying or paused at the month start, revenue churn over its MRR', () => {
    // At the start (paying + paused at the previous end): Feb 5, Mar 7, Apr 7, May 5 + P = 6, Jun 4 + P = 5,
    // Jul 5, Aug 7, Sep 6, Oct 4 + U = 5, Nov 4, Dec 4. Lost: Mar T 1/7, Apr C 1/7, May R 1/6, Aug D 1/7,
    // Sep C 1/6, Oct Q and U (its pause ended with its lease) 2/5. P's pause is no churn.
    expect(column('eur', (m) => m.logoChurnPercent)).toEqual([
      null,
      ...months({ 3: 14.3, 4: 14.3, 5: 16.7, 8: 14.3, 9: 16.7, 10: 40 }).slice(1),
    ]);
    // (churned + contraction) / previous MRR: Mar 5 000/22 500 = 22.2; Apr 3 000/20 500 = 14.6; May
    // (2 500 + 1 500)/13 500 = 29.6; Aug 3 000/21 000 = 14.3; Sep 3 000/18 000 = 16.7 (U's pause is not in it);
    // Oct 3 000/14 000 = 21.4; Nov 600/14 000 = 4.3.
    expect(column('eur', (m) => m.revenueChurnPercent)).toEqual([
      null,
      ...months({ 3: 22.2, 4: 14.6, 5: 29.6, 8: 14.3, 9: 16.7, 10: 21.4, 11: 4.3 }).slice(1),
    ]);
  });
});

describe('the euro revenue, customers, offers and reconciliation', () => {
  it('sums the orders paid and the credit notes issued each month', () => {
    // Leases: Jan A 30 + C 30 + P 40 + Q 30 + T 50 = 180; Feb A + B 240 + C + P + Q + R 25 + T = 445; Mar A + C
    // + D 30 + P + Q + R = 185; Apr A + D + Q + R = 115; May A 50 + D + Q 15 = 95; Jun A + D + P + Q 15 = 135;
    // Jul A + C + D + P + Q + U 10 = 190, Aug the same; Sep A + P + Q = 120; Oct–Dec A + G 30 + P = 120.
    // Sales: Jan F 96, Mar E 80, Oct E 50.
    expect(column('eur', (m) => m.revenue.recurring)).toEqual(
      eur([18000, 44500, 18500, 11500, 9500, 13500, 19000, 19000, 12000, 12000, 12000, 12000]),
    );
    expect(column('eur', (m) => m.revenue.billed)).toEqual(
      eur([27600, 44500, 26500, 11500, 9500, 13500, 19000, 19000, 12000, 17000, 12000, 12000]),
    );
    // Jan F 96; Aug D 30; Nov E 10 + G 6.
    expect(column('eur', (m) => m.revenue.credited)).toEqual(eur(months({ 1: 9600, 8: 3000, 11: 1600 })));
    expect(column('eur', (m) => m.revenue.net)).toEqual(
      eur([18000, 44500, 26500, 11500, 9500, 13500, 19000, 16000, 12000, 17000, 10400, 12000]),
    );
  });

  it('tells failed renewals recovered from lost', () => {
    const recovery = column('eur', (m) => m.recovery);
    // D's June renewal paid three days late; C's September one lost with its lease.
    expect(recovery[5]).toEqual({ episodes: 1, recovered: 1, lost: 0, open: 0, ratePercent: 100 });
    expect(recovery[8]).toEqual({ episodes: 1, recovered: 0, lost: 1, open: 0, ratePercent: 0 });
    expect(recovery.filter((row) => row.episodes === 0)).toHaveLength(10);
  });

  it('works out the lifetime value', () => {
    // (224 100 billed − 14 200 credited) / 12 customers = 17 491.67; ARPA 14 000 / 4 paying = 3 500; 7 churned of
    // 61 at risk = 11.5 %; predicted 3 500 × 61 / 7 = 30 500.
    expect(inCurrency('eur').ltv).toEqual({
      historical: money(17492, 'eur'),
      customers: 12,
      arpa: money(3500, 'eur'),
      monthlyLogoChurnPercent: 11.5,
      predicted: money(30500, 'eur'),
    });
  });

  it('follows each first-purchase cohort month by month', () => {
    // January: A (all year), C (Jan–Apr, Jul–Sep), F (Jan), P (all but May, its pause), Q (Jan–Oct), T (Jan–Mar:
    // its last period ran to 1 March, 09:00, the seed's hour). February: B (all), R (Feb–May). March: D (Mar–Aug,
    // its August period refunded but paid then), E (its two sales, March and October). July: U (Jul–Sep, then
    // paused and ended). October: G.
    expect(inCurrency('eur').cohorts).toEqual([
      {
        month: '2026-01',
        customers: 6,
        active: [6, 5, 5, 4, 2, 3, 4, 4, 4, 3, 2, 2],
        retentionPercent: [100, 83.3, 83.3, 66.7, 33.3, 50, 66.7, 66.7, 66.7, 50, 33.3, 33.3],
      },
      {
        month: '2026-02',
        customers: 2,
        active: [2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1],
        retentionPercent: [100, 100, 100, 100, 50, 50, 50, 50, 50, 50, 50],
      },
      {
        month: '2026-03',
        customers: 2,
        active: [2, 1, 1, 1, 1, 1, 0, 1, 0, 0],
        retentionPercent: [100, 50, 50, 50, 50, 50, 0, 50, 0, 0],
      },
      {
        month: '2026-07',
        customers: 1,
        active: [1, 1, 1, 0, 0, 0],
        retentionPercent: [100, 100, 100, 0, 0, 0],
      },
      { month: '2026-10', customers: 1, active: [1, 1, 1], retentionPercent: [100, 100, 100] },
    ]);
  });

  it('weighs each coupon, a save coupon beside the others', () => {
    // SAVE50: Q's May and June at 15 €, 15 € off each, neither its first order. WELCOME: F 96 refunded + E 80.
    expect(inCurrency('eur').coupons).toEqual([
      {
        code: 'SAVE50',
        orders: 2,
        firstOrders: 0,
        discount: money(3000, 'eur'),
        revenue: money(3000, 'eur'),
      },
      {
        code: 'WELCOME',
        orders: 2,
        firstOrders: 2,
        discount: money(4400, 'eur'),
        revenue: money(8000, 'eur'),
      },
    ]);
  });

  it('counts the save offers by the dialog’s month and the revenue they kept', () => {
    const offers = inCurrency('eur').saveOffers;
    // T's dialog showed no offer (February); the dollar coupon of March is not a euro offer.
    expect(offers.filter((row) => row.shown > 0).map(({ keptRevenue: _kept, ...row }) => row)).toEqual([
      { month: '2026-03', shown: 1, acceptedPause: 1, acceptedCoupon: 0, declined: 0 },
      { month: '2026-04', shown: 2, acceptedPause: 0, acceptedCoupon: 1, declined: 1 },
      { month: '2026-08', shown: 1, acceptedPause: 1, acceptedCoupon: 0, declined: 0 },
    ]);
    // P's periods from June (40), Q's May and June at 15 then 30 to September; U paid nothing after its offer.
    expect(offers.map((row) => row.keptRevenue)).toEqual(
      eur(months({ 5: 1500, 6: 5500, 7: 7000, 8: 7000, 9: 7000, 10: 4000, 11: 4000, 12: 4000 })),
    );
  });

  it('reconciles with the rows to the cent, the save coupon’s invoices at what was paid', () => {
    // Orders: the year's sales above, 2 241 €; invoices the same (Q's two at 15 €); credit notes 96 + 30 + 10 + 6.
    expect(inCurrency('eur').reconciliation).toEqual({
      figures: money(209900, 'eur'),
      orders: money(224100, 'eur'),
      invoices: money(224100, 'eur'),
      creditNotes: money(14200, 'eur'),
      expected: money(209900, 'eur'),
      balanced: true,
      invoicesMatchOrders: true,
    });
  });
});

describe('the dollar figures, never added to the euros', () => {
  it('counts a yearly plan as its twelfth, rounded once, a save coupon, and a renewal in grace as paying', () => {
    // Yearly cents: Jan–Mar H 42 000 + S 24 000 = 66 000 → 5 500; Apr + I 29 900, S 19 200 (20 % off) = 91 100
    // → 7 591.67; May S 24 000 again = 95 900 → 7 991.67; from June (S ended) 71 900 → 5 991.67, December's H
    // in its open failure still counted.
    expect(column('usd', (m) => m.mrr)).toEqual(usd([5500, 5500, 5500, 7592, 7992, ...Array(7).fill(5992)]));
    expect(column('usd', (m) => m.payingCustomers)).toEqual([2, 2, 2, 3, 3, ...Array(7).fill(2)]);
    // New: Jan H + S; Apr I 29 900/12 = 2 491.67. S: −4 in April, +4 in May, churned 20 in June.
    expect(column('usd', (m) => m.movements.new)).toEqual(usd(months({ 1: 5500, 4: 2492 })));
    expect(column('usd', (m) => m.movements.contraction)).toEqual(usd(months({ 4: 400 })));
    expect(column('usd', (m) => m.movements.expansion)).toEqual(usd(months({ 5: 400 })));
    expect(column('usd', (m) => m.movements.churned)).toEqual(usd(months({ 6: 2000 })));
    // June: S of H, I, S = 33.3 %; revenue: Apr 4 800/66 000 = 7.3, Jun 24 000/95 900 = 25.0.
    expect(column('usd', (m) => m.logoChurnPercent)).toEqual([null, ...months({ 6: 33.3 }).slice(1)]);
    expect(column('usd', (m) => m.revenueChurnPercent)).toEqual([
      null,
      ...months({ 4: 7.3, 6: 25 }).slice(1),
    ]);
    expect(column('usd', (m) => m.recovery)[11]).toEqual({
      episodes: 1,
      recovered: 0,
      lost: 0,
      open: 1,
      ratePercent: null,
    });
  });

  it('has its own revenue, LTV, cohorts, coupons, save offers and reconciliation', () => {
    const dollars = inCurrency('usd');
    // H 35 a month Jan–Nov, S 20 Jan–May (16 in April), I 299 in April, J 135 in June, J's 20 credited in July.
    expect(column('usd', (m) => m.revenue.net)).toEqual(
      usd([5500, 5500, 5500, 35000, 5500, 17000, 1500, 3500, 3500, 3500, 3500, 0]),
    );
    // (91 500 − 2 000) / 4 customers = 22 375; ARPA 71 900/2 a year = 2 995.83; 1 churned of 24 at risk (Feb–Apr
    // 2, May–Jun 3, Jul–Dec 2) = 4.2 %; predicted 2 996 × 24 / 1 = 71 904.
    expect(dollars.ltv).toEqual({
      historical: money(22375, 'usd'),
      customers: 4,
      arpa: money(2996, 'usd'),
      monthlyLogoChurnPercent: 4.2,
      predicted: money(71904, 'usd'),
    });
    expect(dollars.cohorts.map(({ month, active }) => [month, active])).toEqual([
      ['2026-01', [2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]],
      ['2026-04', Array(9).fill(1)],
      ['2026-06', [1, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(dollars.coupons).toEqual([
      { code: 'SAVE20', orders: 1, firstOrders: 0, discount: money(400, 'usd'), revenue: money(1600, 'usd') },
      {
        code: 'SPRING',
        orders: 1,
        firstOrders: 1,
        discount: money(1500, 'usd'),
        revenue: money(11500, 'usd'),
      },
    ]);
    expect(dollars.saveOffers.filter((row) => row.shown > 0)).toEqual([
      {
        month: '2026-03',
        shown: 1,
        acceptedPause: 0,
        acceptedCoupon: 1,
        declined: 0,
        keptRevenue: money(0, 'usd'),
      },
    ]);
    expect(dollars.saveOffers.map((row) => row.keptRevenue)).toEqual(usd(months({ 4: 1600, 5: 2000 })));
    expect(dollars.reconciliation).toMatchObject({
      figures: money(89500, 'usd'),
      orders: money(91500, 'usd'),
      expected: money(89500, 'usd'),
      balanced: true,
    });
  });
});

describe('trials, the range asked and the CSV file', () => {
  it('converts trials by the month they started', () => {
    const started = seeded.figures().trials.filter((month) => month.started > 0);
    expect(started).toEqual([
      { month: '2026-01', started: 1, converted: 0, conversionPercent: 0 },
      { month: '2026-03', started: 1, converted: 1, conversionPercent: 100 },
      { month: '2026-10', started: 2, converted: 1, conversionPercent: 50 },
    ]);
  });

  it('answers one currency when asked, and the twelve months up to the test clock by default', async () => {
    const dollars = await seeded.load({ currency: 'usd' });
    expect(dollars.currencies.map((row) => row.currency)).toEqual(['usd']);
    expect([dollars.from, dollars.to, dollars.measuredAt]).toEqual([
      '2026-01',
      '2026-12',
      '2026-12-20T12:00:00.000Z',
    ]);
    const summer = await seeded.load({ from: '2026-06', to: '2026-08' });
    // The range's reconciliation sums only its months: 13 500 + 19 000 + 16 000 euros.
    expect(summer.currencies[0]!.reconciliation).toMatchObject({
      figures: money(48500, 'eur'),
      balanced: true,
    });
  });

  it('writes the pauses and save offers in the CSV file, one figure a row', () => {
    const csv = figuresCsv(seeded.figures());
    expect(csv).toContain('"saveOffer","eur","2026-04","declined","1"');
    expect(csv).toContain('"saveOffer","usd","2026-04","keptRevenue","16"');
    expect(csv).toContain('"month","eur","2026-04","mrr.paused","40"');
    expect(csv).toContain('"month","eur","2026-06","mrr.resumed","40"');
  });
});
