import { describe, expect, it } from 'vitest';
import {
  bundleCreditCents,
  paidPerSeatCents,
  upgradeUnitCents,
  upgradeWindowEnd,
  upgradeWindowOpen,
} from './owned-credit-rules';

describe('what one seat of a line cost', () => {
  it('is the unit price without a coupon', () => {
    expect(paidPerSeatCents({ unitPriceCents: 4900, quantity: 1, discountCents: 0 })).toBe(4900);
  });

  it('takes the coupon share off, per seat, rounded half up to the cent', () => {
    // 3 × 10.00 − 1.00 = 29.00 for 3 seats: 9.666… → 9.67.
    expect(paidPerSeatCents({ unitPriceCents: 1000, quantity: 3, discountCents: 100 })).toBe(967);
    // 2 × 10.00 − 0.01 = 19.99 for 2 seats: 9.995 → 10.00 (half up).
    expect(paidPerSeatCents({ unitPriceCents: 1000, quantity: 2, discountCents: 1 })).toBe(1000);
    // 2 × 10.00 − 0.03 = 19.97 for 2 seats: 9.985 → 9.99.
    expect(paidPerSeatCents({ unitPriceCents: 1000, quantity: 2, discountCents: 3 })).toBe(999);
  });

  it('is 0 for a free line or one a coupon made free', () => {
    expect(paidPerSeatCents({ unitPriceCents: 0, quantity: 1, discountCents: 0 })).toBe(0);
    expect(paidPerSeatCents({ unitPriceCents: 4900, quantity: 1, discountCents: 4900 })).toBe(0);
  });
});

describe('a bundle credit', () => {
  it('adds what the owned indicators cost', () => {
    expect(bundleCreditCents(9900, [2900, 3900])).toBe(6800);
  });

  it('never takes the bundle below 0', () => {
    expect(bundleCreditCents(5000, [2900, 3900])).toBe(5000);
  });

  it('is 0 when nothing is owned or the owned ones were free', () => {
    expect(bundleCreditCents(9900, [])).toBe(0);
    expect(bundleCreditCents(9900, [0, 0])).toBe(0);
  });
});

describe('an upgrade difference', () => {
  it('is the target price less what the lower seat cost', () => {
    expect(upgradeUnitCents(9900, 4900)).toBe(5000);
  });

  it('counts what was actually paid, the coupon included', () => {
    const paid = paidPerSeatCents({ unitPriceCents: 4900, quantity: 1, discountCents: 980 });
    expect(upgradeUnitCents(9900, paid)).toBe(5980);
  });

  it('is never below 0 (the lower one cost more than the target does now)', () => {
    expect(upgradeUnitCents(3900, 4900)).toBe(0);
  });
});

describe('an upgrade window', () => {
  const paidAt = new Date('2026-01-01T10:00:00Z');

  it('has no end without a number of days', () => {
    expect(upgradeWindowEnd(paidAt, null)).toBeNull();
    expect(upgradeWindowOpen(paidAt, null, new Date('2036-01-01T00:00:00Z'))).toBe(true);
  });

  it('is open until N days after the purchase, the end excluded', () => {
    expect(upgradeWindowEnd(paidAt, 30)?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(upgradeWindowOpen(paidAt, 30, new Date('2026-01-31T09:59:59Z'))).toBe(true);
    expect(upgradeWindowOpen(paidAt, 30, new Date('2026-01-31T10:00:00Z'))).toBe(false);
  });
});
