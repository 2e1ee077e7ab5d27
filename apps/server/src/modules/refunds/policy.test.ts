import { describe, expect, it } from 'vitest';
import { daysSincePayment, isPastPolicy, planRefund } from './policy';

const lines = [
  { id: 'a', unitPriceCents: 4900, quantity: 2, discountCents: 0, taken: 0 },
  { id: 'b', unitPriceCents: 12000, quantity: 1, discountCents: 0, taken: 1 },
];

describe('refund policy (docs/rules/refunds.md)', () => {
  it('counts whole days since payment and is past the policy only after 7 × 24 hours', () => {
    const paidAt = new Date('2026-03-01T10:00:00Z');
    expect(daysSincePayment(paidAt, new Date('2026-03-08T09:59:59Z'))).toBe(6);
    expect(daysSincePayment(null, paidAt)).toBeNull();
    expect(isPastPolicy(paidAt, new Date('2026-03-08T10:00:00Z'))).toBe(false);
    expect(isPastPolicy(paidAt, new Date('2026-03-08T10:00:01Z'))).toBe(true);
    expect(isPastPolicy(null, paidAt)).toBe(false);
  });

  it('plans a full refund as every unit and all the money left', () => {
    expect(planRefund(lines, undefined, 9000)).toEqual({
      ok: true,
      lines: [{ orderItemId: 'a', quantity: 2 }],
      amountCents: 9000,
    });
    expect(planRefund(lines, undefined, 0)).toEqual({ ok: false, code: 'refund.nothingLeft' });
  });

  it('prices chosen units at their order price, merging repeated lines', () => {
    expect(
      planRefund(
        lines,
        [
          { itemId: 'a', quantity: 1 },
          { itemId: 'a', quantity: 1 },
        ],
        9800,
      ),
    ).toEqual({ ok: true, lines: [{ orderItemId: 'a', quantity: 2 }], amountCents: 9800 });
  });

  it('refuses unknown lines, more units than are left, and units when no money is left', () => {
    expect(planRefund(lines, [{ itemId: 'x', quantity: 1 }], 9800)).toMatchObject({
      code: 'refund.unknownLine',
    });
    expect(planRefund(lines, [{ itemId: 'a', quantity: 3 }], 9800)).toEqual({
      ok: false,
      code: 'refund.tooMany',
      params: { left: 2 },
    });
    expect(planRefund(lines, [{ itemId: 'b', quantity: 1 }], 9800)).toMatchObject({ code: 'refund.tooMany' });
    expect(planRefund(lines, [{ itemId: 'a', quantity: 1 }], 0)).toMatchObject({
      code: 'refund.nothingLeft',
    });
  });

  it('gives back at most the money left: units after an amount-only refund return what is left', () => {
    // 2 × 49.00 paid, 8.00 refunded from the dashboard without a unit: both units back give 90.00, not 98.00.
    expect(planRefund(lines, [{ itemId: 'a', quantity: 2 }], 9000)).toEqual({
      ok: true,
      lines: [{ orderItemId: 'a', quantity: 2 }],
      amountCents: 9000,
    });
    // One unit is still worth less than what is left: its price.
    expect(planRefund(lines, [{ itemId: 'a', quantity: 1 }], 9000)).toMatchObject({ amountCents: 4900 });
  });

  it('prorates a coupon’s discount over the units refunded, so every unit’s refund adds up to what was paid', () => {
    // 3 units at 10.00 with 10.00 off the line: 20.00 paid, 6.67 + 6.66 + 6.67 given back unit by unit.
    const discounted = [{ id: 'c', unitPriceCents: 1000, quantity: 3, discountCents: 1000, taken: 0 }];
    const first = planRefund(discounted, [{ itemId: 'c', quantity: 1 }], 2000);
    expect(first).toEqual({ ok: true, lines: [{ orderItemId: 'c', quantity: 1 }], amountCents: 667 });
    const second = planRefund([{ ...discounted[0]!, taken: 1 }], [{ itemId: 'c', quantity: 1 }], 1333);
    expect(second).toMatchObject({ amountCents: 666 });
    const last = planRefund([{ ...discounted[0]!, taken: 2 }], [{ itemId: 'c', quantity: 1 }], 667);
    expect(last).toMatchObject({ amountCents: 667 });
  });
});
