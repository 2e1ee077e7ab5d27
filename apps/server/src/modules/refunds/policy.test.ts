import { describe, expect, it } from 'vitest';
import { daysSincePayment, isPastPolicy, planRefund } from './policy';

const lines = [
  { id: 'a', unitPriceCents: 4900, quantity: 2, taken: 0 },
  { id: 'b', unitPriceCents: 12000, quantity: 1, taken: 1 },
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

  it('refuses unknown lines, more units than are left, and more money than is left', () => {
    expect(planRefund(lines, [{ itemId: 'x', quantity: 1 }], 9800)).toMatchObject({
      code: 'refund.unknownLine',
    });
    expect(planRefund(lines, [{ itemId: 'a', quantity: 3 }], 9800)).toEqual({
      ok: false,
      code: 'refund.tooMany',
      params: { left: 2 },
    });
    expect(planRefund(lines, [{ itemId: 'b', quantity: 1 }], 9800)).toMatchObject({ code: 'refund.tooMany' });
    expect(planRefund(lines, [{ itemId: 'a', quantity: 2 }], 9000)).toMatchObject({
      code: 'refund.nothingLeft',
    });
  });
});
