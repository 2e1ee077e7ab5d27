import { describe, expect, it } from 'vitest';
import { entryPayableAt, lineCommissionCents, renewalEarns } from './rules';

const paidLine = {
  granting: true,
  totalCents: 12_000,
  refundedCents: 0,
  vatRateBps: 2000,
  unitPriceCents: 6000,
  quantity: 2,
  discountCents: 0,
};

describe('a line’s commission (docs/rules/affiliates.md)', () => {
  it('is the percentage of the price net of VAT and of the coupon, rounded down', () => {
    expect(lineCommissionCents(paidLine, 20)).toBe(2000);
    expect(lineCommissionCents({ ...paidLine, discountCents: 1200, totalCents: 10_800 }, 20)).toBe(1800);
    expect(lineCommissionCents({ ...paidLine, vatRateBps: 0 }, 15)).toBe(1800);
    expect(lineCommissionCents({ ...paidLine, unitPriceCents: 333, quantity: 1, totalCents: 333 }, 33)).toBe(
      91,
    );
  });

  it('loses the share refunds gave back, and everything when the order no longer grants', () => {
    expect(lineCommissionCents({ ...paidLine, refundedCents: 6000 }, 20)).toBe(1000);
    expect(lineCommissionCents({ ...paidLine, refundedCents: 12_000 }, 20)).toBe(0);
    expect(lineCommissionCents({ ...paidLine, granting: false }, 20)).toBe(0);
    expect(lineCommissionCents({ ...paidLine, unitPriceCents: 0, totalCents: 0 }, 20)).toBe(0);
  });
});

describe('a lease renewal', () => {
  const first = new Date('2026-01-31T10:00:00Z');
  it('earns within the calendar months of renewal terms only', () => {
    const terms = { scope: 'renewals', renewalMonths: 1 } as const;
    expect(renewalEarns(terms, first, new Date('2026-02-28T10:00:00Z'))).toBe(true);
    expect(renewalEarns(terms, first, new Date('2026-03-31T10:00:00Z'))).toBe(false);
    expect(renewalEarns({ scope: 'first_purchase', renewalMonths: null }, first, first)).toBe(false);
  });
});

describe('when an entry becomes payable', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('waits for the refund window when earned; a clawback follows a pending earning or counts at once', () => {
    const later = new Date('2026-06-05T00:00:00Z');
    const earlier = new Date('2026-05-20T00:00:00Z');
    expect(entryPayableAt(500, later, now)).toEqual(later);
    expect(entryPayableAt(-500, later, now)).toEqual(later);
    expect(entryPayableAt(-500, earlier, now)).toEqual(now);
  });
});
