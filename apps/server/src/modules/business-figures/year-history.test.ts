import { type Currency, money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { type ShopHistory, useSeededFigures } from '../../../test/helpers/figures-history';

/**
 * A year of sales in euros and dollars (docs/rules/figures.md): leases monthly and yearly, an upgrade to a dearer
 * lease, a lease back after a gap, refunds of a period (whole and in part), failed renewals recovered, lost and
 * still open, one-off sales with coupons, trials converted or not. Every figure below was worked out by hand
 * from this history (cents; a month's MRR is read at its last instant, December's at the clock's now).
 */
const monthly = (day: number, from: number, to: number, year = 2026) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `${year}-${String(from + i).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

const history: ShopHistory = {
  leases: [
    // A: 30 € a month from 10 January, then 50 € a month from 10 May (upgraded: the first lease ended).
    {
      customer: 'A',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: monthly(10, 1, 4),
      endedAt: '2026-05-10',
    },
    { customer: 'A', currency: 'eur', plan: 'monthly', cents: 5000, paidOn: monthly(10, 5, 12) },
    // B: 240 € a year from 1 February: 20 € a month.
    { customer: 'B', currency: 'eur', plan: 'yearly', cents: 24000, paidOn: ['2026-02-01'] },
    // C: 30 € a month January to March, gone in April, back July–August, its September renewal failed and lost.
    {
      customer: 'C',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: monthly(15, 1, 3),
      endedAt: '2026-04-15',
    },
    {
      customer: 'C',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: monthly(20, 7, 8),
      endedAt: '2026-09-27',
      failures: [{ failedAt: '2026-09-20' }],
    },
    // D: 30 € a month from 5 March; the June renewal failed and was paid three days later; August's refunded in full.
    {
      customer: 'D',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: ['2026-03-05', '2026-04-05', '2026-05-05', '2026-06-08', '2026-07-08', '2026-08-08'],
      endedAt: '2026-08-12',
      credits: { '2026-08-08': { cents: 3000, issuedAt: '2026-08-12' } },
      failures: [{ failedAt: '2026-06-05', recoveredAt: '2026-06-08' }],
    },
    // G: converted its trial to 30 € a month on 15 October; 6 € of November's period given back.
    {
      customer: 'G',
      currency: 'eur',
      plan: 'monthly',
      cents: 3000,
      paidOn: monthly(15, 10, 12),
      credits: { '2026-11-15': { cents: 600, issuedAt: '2026-11-20' } },
    },
    // H: 35 $ a month from 12 January; its December renewal failed and is still open.
    {
      customer: 'H',
      currency: 'usd',
      plan: 'monthly',
      cents: 3500,
      paidOn: monthly(12, 1, 11),
      failures: [{ failedAt: '2026-12-12' }],
    },
    // I: 299 $ a year from 1 April: 24.916… $ a month.
    { customer: 'I', currency: 'usd', plan: 'yearly', cents: 29900, paidOn: ['2026-04-01'] },
  ],
  sales: [
    {
      customer: 'F',
      currency: 'eur',
      cents: 9600,
      paidAt: '2026-01-20',
      coupon: { code: 'WELCOME', discountCents: 2400 },
      credit: { cents: 9600, issuedAt: '2026-01-25' },
    },
    {
      customer: 'E',
      currency: 'eur',
      cents: 8000,
      paidAt: '2026-03-03',
      coupon: { code: 'WELCOME', discountCents: 2000 },
    },
    {
      customer: 'E',
      currency: 'eur',
      cents: 5000,
      paidAt: '2026-10-10',
      credit: { cents: 1000, issuedAt: '2026-11-02' },
    },
    {
      customer: 'J',
      currency: 'usd',
      cents: 13500,
      paidAt: '2026-06-06',
      coupon: { code: 'SPRING', discountCents: 1500 },
      credit: { cents: 2000, issuedAt: '2026-07-03' },
    },
  ],
  trials: [
    { startsAt: '2026-01-05' },
    { startsAt: '2026-03-01', convertedAt: '2026-03-03' },
    { startsAt: '2026-10-01', convertedAt: '2026-10-15' },
    { startsAt: '2026-10-20' },
  ],
};

/** The sandbox's test clock, a few days into December. */
const seeded = useSeededFigures(history, '2026-12-20T12:00:00Z', { from: '2026-01', to: '2026-12' });
const { inCurrency, column } = seeded;
const amounts = (currency: Currency, cents: number[]) => cents.map((amount) => money(amount, currency));

describe('a year of euro figures', () => {
  const eur = (cents: number[]) => amounts('eur', cents);

  it('reads the MRR at each month end and its moves, customer by customer', () => {
    expect(column('eur', (m) => m.mrr)).toEqual(
      eur([6000, 8000, 11000, 8000, 10000, 10000, 13000, 10000, 7000, 10000, 9400, 10000]),
    );
    expect(column('eur', (m) => m.payingCustomers)).toEqual([2, 3, 4, 3, 3, 3, 4, 3, 2, 3, 3, 3]);
    expect(column('eur', (m) => m.movements.new)).toEqual(
      eur([6000, 2000, 3000, 0, 0, 0, 0, 0, 0, 3000, 0, 0]),
    );
    expect(column('eur', (m) => m.movements.expansion)).toEqual(
      eur([0, 0, 0, 0, 2000, 0, 0, 0, 0, 0, 0, 600]),
    );
    expect(column('eur', (m) => m.movements.contraction)).toEqual(
      eur([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 600, 0]),
    );
    expect(column('eur', (m) => m.movements.churned)).toEqual(
      eur([0, 0, 0, 3000, 0, 0, 0, 3000, 3000, 0, 0, 0]),
    );
    expect(column('eur', (m) => m.movements.reactivated)).toEqual(
      eur([0, 0, 0, 0, 0, 0, 3000, 0, 0, 0, 0, 0]),
    );
  });

  it('counts logo and revenue churn over the customers and MRR at each month start', () => {
    expect(column('eur', (m) => m.logoChurnPercent)).toEqual([null, 0, 0, 25, 0, 0, 0, 25, 33.3, 0, 0, 0]);
    // April 3000/11000, August 3000/13000, September 3000/10000, November's contraction 600/10000.
    expect(column('eur', (m) => m.revenueChurnPercent)).toEqual([
      null,
      0,
      0,
      27.3,
      0,
      0,
      0,
      23.1,
      30,
      0,
      6,
      0,
    ]);
  });

  it('sums the orders paid and the credit notes issued each month', () => {
    expect(column('eur', (m) => m.revenue.billed)).toEqual(
      eur([15600, 30000, 17000, 6000, 8000, 8000, 11000, 11000, 5000, 13000, 8000, 8000]),
    );
    expect(column('eur', (m) => m.revenue.recurring)).toEqual(
      eur([6000, 30000, 9000, 6000, 8000, 8000, 11000, 11000, 5000, 8000, 8000, 8000]),
    );
    expect(column('eur', (m) => m.revenue.credited)).toEqual(
      eur([9600, 0, 0, 0, 0, 0, 0, 3000, 0, 0, 1600, 0]),
    );
    expect(column('eur', (m) => m.revenue.net)).toEqual(
      eur([6000, 30000, 17000, 6000, 8000, 8000, 11000, 8000, 5000, 13000, 6400, 8000]),
    );
  });

  it('tells failed renewals recovered from lost', () => {
    const recovery = column('eur', (m) => m.recovery);
    expect(recovery[5]).toEqual({ episodes: 1, recovered: 1, lost: 0, open: 0, ratePercent: 100 });
    expect(recovery[8]).toEqual({ episodes: 1, recovered: 0, lost: 1, open: 0, ratePercent: 0 });
    expect(recovery.filter((row) => row.episodes === 0)).toHaveLength(10);
  });

  it('works out the lifetime value', () => {
    // 140 600 billed − 14 200 credited over 7 customers; ARPA 120 000/3 a year = 3 333; 3 churned of 33 at risk.
    expect(inCurrency('eur').ltv).toEqual({
      historical: money(18057, 'eur'),
      customers: 7,
      arpa: money(3333, 'eur'),
      monthlyLogoChurnPercent: 9.1,
      predicted: money(36663, 'eur'),
    });
  });

  it('follows each first-purchase cohort month by month', () => {
    expect(inCurrency('eur').cohorts).toEqual([
      {
        month: '2026-01',
        customers: 3,
        active: [3, 2, 2, 2, 1, 1, 2, 2, 2, 1, 1, 1],
        retentionPercent: [100, 66.7, 66.7, 66.7, 33.3, 33.3, 66.7, 66.7, 66.7, 33.3, 33.3, 33.3],
      },
      { month: '2026-02', customers: 1, active: Array(11).fill(1), retentionPercent: Array(11).fill(100) },
      {
        month: '2026-03',
        customers: 2,
        active: [2, 1, 1, 1, 1, 1, 0, 1, 0, 0],
        retentionPercent: [100, 50, 50, 50, 50, 50, 0, 50, 0, 0],
      },
      { month: '2026-10', customers: 1, active: [1, 1, 1], retentionPercent: [100, 100, 100] },
    ]);
  });

  it('weighs each coupon and reconciles with the rows to the cent', () => {
    expect(inCurrency('eur').coupons).toEqual([
      {
        code: 'WELCOME',
        orders: 2,
        firstOrders: 2,
        discount: money(4400, 'eur'),
        revenue: money(8000, 'eur'),
      },
    ]);
    expect(inCurrency('eur').reconciliation).toEqual({
      figures: money(126400, 'eur'),
      orders: money(140600, 'eur'),
      invoices: money(140600, 'eur'),
      creditNotes: money(14200, 'eur'),
      expected: money(126400, 'eur'),
      balanced: true,
      invoicesMatchOrders: true,
    });
  });
});

describe('a year of dollar figures, never added to the euros', () => {
  const usd = (cents: number[]) => amounts('usd', cents);

  it('counts a yearly plan as its twelfth, rounded once, and a renewal in grace as still paying', () => {
    // 35 $ + 299 $/12 = 71 900/12 = 5 991.67 cents; December's renewal failed but is open: still counted.
    expect(column('usd', (m) => m.mrr)).toEqual(usd([3500, 3500, 3500, ...Array(9).fill(5992)]));
    expect(column('usd', (m) => m.movements.new)).toEqual(usd([3500, 0, 0, 2492, ...Array(8).fill(0)]));
    expect(column('usd', (m) => m.movements.churned)).toEqual(usd(Array(12).fill(0)));
    expect(column('usd', (m) => m.logoChurnPercent)).toEqual([null, ...Array(11).fill(0)]);
    expect(column('usd', (m) => m.recovery)[11]).toEqual({
      episodes: 1,
      recovered: 0,
      lost: 0,
      open: 1,
      ratePercent: null,
    });
  });

  it('has its own revenue, LTV, cohorts, coupons and reconciliation', () => {
    const dollars = inCurrency('usd');
    expect(column('usd', (m) => m.revenue.net)).toEqual(
      usd([3500, 3500, 3500, 33400, 3500, 17000, 1500, 3500, 3500, 3500, 3500, 0]),
    );
    // 81 900 − 2 000 over 3 customers; ARPA 71 900/2 a year = 2 995.83; nobody churned: no prediction.
    expect(dollars.ltv).toEqual({
      historical: money(26633, 'usd'),
      customers: 3,
      arpa: money(2996, 'usd'),
      monthlyLogoChurnPercent: 0,
      predicted: null,
    });
    expect(dollars.cohorts.map(({ month, active }) => [month, active])).toEqual([
      ['2026-01', Array(12).fill(1)],
      ['2026-04', Array(9).fill(1)],
      ['2026-06', [1, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(dollars.coupons).toEqual([
      {
        code: 'SPRING',
        orders: 1,
        firstOrders: 1,
        discount: money(1500, 'usd'),
        revenue: money(11500, 'usd'),
      },
    ]);
    expect(dollars.reconciliation).toMatchObject({
      figures: money(79900, 'usd'),
      expected: money(79900, 'usd'),
      balanced: true,
    });
  });
});

describe('trials and the range asked', () => {
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
    // The range's reconciliation sums only its months: 8 000 + 11 000 + 8 000 euros.
    expect(summer.currencies[0]!.reconciliation).toMatchObject({
      figures: money(27000, 'eur'),
      balanced: true,
    });
  });
});
