import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FiguresFacts, OrderFact } from './facts';
import { foldFigures } from './figures';
import { addMonths, monthOfKey } from './months';
import { leasePeriods, mrrMonths } from './mrr';

/** The folds' own rules (docs/rules/figures.md), without a database. */
const order = (fields: Partial<OrderFact> & Pick<OrderFact, 'userId' | 'paidAt'>): OrderFact => ({
  id: `${fields.userId}-${fields.paidAt.toISOString()}`,
  currency: 'eur',
  totalCents: 3000,
  creditedCents: 0,
  couponCode: null,
  discountCents: 0,
  lease: { id: `lease-${fields.userId}`, plan: 'monthly', endedAt: null, saveOfferTakenAt: null },
  ...fields,
});

describe('months', () => {
  it('moves a billing day to the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T10:00:00Z'), 12).toISOString()).toBe('2027-11-15T10:00:00.000Z');
  });
});

describe('MRR moves', () => {
  const day = fc.integer({ min: 0, max: 364 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n, 9)));
  const anOrder = fc.record({
    userId: fc.constantFrom('a', 'b', 'c', 'd'),
    paidAt: day,
    totalCents: fc.integer({ min: 1, max: 50_000 }),
    creditedCents: fc.integer({ min: 0, max: 1000 }),
    yearly: fc.boolean(),
  });

  it('always add up: each month end is the last one plus new, expansion, reactivated less contraction, churned', () => {
    fc.assert(
      fc.property(fc.array(anOrder, { maxLength: 30 }), (rows) => {
        const orders = rows.map(({ yearly, ...row }) =>
          order({
            ...row,
            lease: {
              id: `lease-${row.userId}`,
              plan: yearly ? 'yearly' : 'monthly',
              endedAt: null,
              saveOfferTakenAt: null,
            },
          }),
        );
        const months = mrrMonths(
          leasePeriods(orders),
          monthOfKey('2026-01'),
          monthOfKey('2027-03'),
          new Date('2030-01-01'),
        );
        for (const month of months) {
          const { moves } = month;
          expect(month.yearlyCents).toBe(
            month.yearlyCentsAtStart +
              moves.new +
              moves.expansion +
              moves.reactivated -
              moves.contraction -
              moves.churned,
          );
        }
      }),
    );
  });

  it('leaves a period refunded in full out, and a lease ended early stops counting at its end', () => {
    const periods = leasePeriods([
      order({ userId: 'a', paidAt: new Date('2026-03-05T09:00:00Z'), creditedCents: 3000 }),
      order({
        userId: 'b',
        paidAt: new Date('2026-03-05T09:00:00Z'),
        lease: {
          id: 'lease-b',
          plan: 'yearly',
          endedAt: new Date('2026-06-01T00:00:00Z'),
          saveOfferTakenAt: null,
        },
      }),
    ]);
    expect(periods).toEqual([
      {
        userId: 'b',
        start: new Date('2026-03-05T09:00:00Z'),
        end: new Date('2026-06-01T00:00:00Z'),
        yearlyCents: 3000,
      },
    ]);
  });
});

describe('currencies', () => {
  it('never lets one currency into another', () => {
    const facts: FiguresFacts = {
      orders: [order({ userId: 'a', paidAt: new Date('2026-02-01T09:00:00Z'), currency: 'usd' })],
      creditNotes: [],
      failures: [],
      trials: [],
      saveOffers: [],
      fresh: [{ currency: 'usd', ordersCents: 3000, invoicesCents: 3000, creditNotesCents: 0 }],
    };
    const figures = foldFigures(
      facts,
      { first: monthOfKey('2026-01'), last: monthOfKey('2026-03') },
      new Date('2026-04-01'),
    );
    const [eur, usd] = figures.currencies;
    expect(eur!.months.map((month) => month.mrr.amount)).toEqual([0, 0, 0]);
    expect(eur!.reconciliation.balanced).toBe(true);
    expect(usd!.months.map((month) => month.mrr)).toEqual([
      { amount: 0, currency: 'usd' },
      { amount: 3000, currency: 'usd' },
      // A month's period paid on 1 February runs to 1 March: nothing renews it.
      { amount: 0, currency: 'usd' },
    ]);
    expect(usd!.reconciliation).toMatchObject({ figures: { amount: 3000, currency: 'usd' }, balanced: true });
  });
});
