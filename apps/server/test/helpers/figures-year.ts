import type { ShopHistory } from './figures-history';

/**
 * The seeded year the figures test checks by hand (docs/rules/figures.md), in euros and dollars: leases monthly
 * and yearly, an upgrade to a dearer lease, a lease back after a gap, refunds of a period (whole and in part),
 * failed renewals recovered, lost and still open, one-off sales with coupons, trials converted or not, and the
 * save offers: a two-month pause that resumes, a 50 % save coupon over two periods (its period orders and
 * invoices at the discounted total), a declined offer, a dialog without an offer, a pause cut short by the
 * lease's end, and a dollar save coupon. Read at `YEAR_NOW`, a few days into December.
 */
export const YEAR_NOW = '2026-12-20T12:00:00Z';

/** The `day` of each month from `from` to `to` (1 = January) of 2026. */
const monthly = (day: number, from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `2026-${String(from + i).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

export const yearHistory: ShopHistory = {
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
    // P: 40 € a month from 10 January; took a two-month pause on 20 March: its period to 10 April is the last
    // billed, nothing until the pause ends on 10 June, then billed again every 10th.
    {
      customer: 'P',
      currency: 'eur',
      plan: 'monthly',
      cents: 4000,
      paidOn: [...monthly(10, 1, 3), ...monthly(10, 6, 12)],
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
