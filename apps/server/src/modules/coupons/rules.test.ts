import { couponCodeSchema, startCheckoutRequestSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { type CouponRow, decideCoupon, proratedUnitsCents, shareOut } from './rules';

const now = new Date('2026-06-15T12:00:00Z');
const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c1',
  code: 'SPRING',
  kind: 'percent',
  value: 10,
  productId: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstPurchaseOnly: false,
  disabledAt: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});
const unused = { total: 0, byBuyer: 0, buyerHasBought: false };
const cart = [
  { productId: 'a', unitPriceCents: 4900, quantity: 2 },
  { productId: 'b', unitPriceCents: 12_000, quantity: 1 },
  { productId: 'free', unitPriceCents: 0, quantity: 1 },
];

describe('coupon pricing rules (docs/rules/coupons.md)', () => {
  it('takes a percentage off the whole cart, rounded half up to the cent, shared among the lines', () => {
    expect(decideCoupon(coupon({ value: 15 }), unused, cart, now)).toEqual({
      ok: true,
      // 15 % of 218.00 = 32.70
      discountCents: 3270,
      lineDiscounts: [1470, 1800, 0],
    });
    // 33 % of 0.05 = 0.0165 → 0.02; of 0.03 = 0.0099 → 0.01
    const cents = (unit: number) => [{ productId: 'a', unitPriceCents: unit, quantity: 1 }];
    expect(decideCoupon(coupon({ value: 33 }), unused, cents(5), now)).toMatchObject({ discountCents: 2 });
    expect(decideCoupon(coupon({ value: 33 }), unused, cents(3), now)).toMatchObject({ discountCents: 1 });
  });

  it('takes 100 % off to exactly nothing, and a fixed amount never below zero', () => {
    expect(decideCoupon(coupon({ value: 100 }), unused, cart, now)).toMatchObject({ discountCents: 21_800 });
    expect(decideCoupon(coupon({ kind: 'amount', value: 500 }), unused, cart, now)).toMatchObject({
      discountCents: 500,
    });
    expect(
      decideCoupon(coupon({ kind: 'amount', value: 50_000, productId: 'b' }), unused, cart, now),
    ).toEqual({ ok: true, discountCents: 12_000, lineDiscounts: [0, 12_000, 0] });
  });

  it('applies a product coupon to that product’s line only, and refuses a cart without it', () => {
    expect(decideCoupon(coupon({ productId: 'a', value: 50 }), unused, cart, now)).toEqual({
      ok: true,
      discountCents: 4900,
      lineDiscounts: [4900, 0, 0],
    });
    expect(decideCoupon(coupon({ productId: 'zzz' }), unused, cart, now)).toEqual({
      ok: false,
      code: 'coupon.notApplicable',
    });
    // A free product alone gives nothing to take off.
    expect(decideCoupon(coupon({ productId: 'free' }), unused, cart, now)).toMatchObject({
      code: 'coupon.notApplicable',
    });
  });

  it('refuses outside its dates: before the start, and from the end on', () => {
    const starts = new Date(now.getTime() + 1000);
    expect(decideCoupon(coupon({ startsAt: starts }), unused, cart, now)).toMatchObject({
      code: 'coupon.notStarted',
    });
    expect(decideCoupon(coupon({ startsAt: now }), unused, cart, now)).toMatchObject({ ok: true });
    expect(decideCoupon(coupon({ endsAt: now }), unused, cart, now)).toMatchObject({
      code: 'coupon.expired',
    });
    expect(decideCoupon(coupon({ endsAt: new Date(now.getTime() + 1) }), unused, cart, now)).toMatchObject({
      ok: true,
    });
  });

  it('refuses when used up, already used by the buyer, for a buyer who has bought before, and when disabled or unknown', () => {
    expect(decideCoupon(coupon({ maxUses: 3 }), { ...unused, total: 3 }, cart, now)).toMatchObject({
      code: 'coupon.usedUp',
    });
    expect(decideCoupon(coupon({ maxUses: 3 }), { ...unused, total: 2 }, cart, now)).toMatchObject({
      ok: true,
    });
    expect(
      decideCoupon(coupon({ maxUsesPerCustomer: 1 }), { ...unused, total: 1, byBuyer: 1 }, cart, now),
    ).toMatchObject({ code: 'coupon.alreadyUsed' });
    expect(
      decideCoupon(coupon({ firstPurchaseOnly: true }), { ...unused, buyerHasBought: true }, cart, now),
    ).toMatchObject({ code: 'coupon.firstPurchaseOnly' });
    expect(decideCoupon(coupon({ disabledAt: now }), unused, cart, now)).toMatchObject({
      code: 'coupon.unknown',
    });
    expect(decideCoupon(undefined, unused, cart, now)).toMatchObject({ code: 'coupon.unknown' });
  });

  it('refuses stacking: a checkout carries one code, and a list of codes is no code', () => {
    expect(couponCodeSchema.safeParse('spring-10').data).toBe('SPRING-10');
    for (const stacked of ['SPRING,SUMMER', 'SPRING SUMMER', 'SPRING+SUMMER']) {
      expect(couponCodeSchema.safeParse(stacked).error?.issues[0]?.message).toBe('coupon.codeFormat');
    }
    const parsed = startCheckoutRequestSchema.safeParse({
      withdrawalConsent: true,
      cartItems: [{ product: '01900000-0000-7000-8000-000000000000', qty: 1 }],
      couponCode: ['SPRING', 'SUMMER'],
    });
    expect(parsed.success).toBe(false);
  });

  it('shares a discount in whole cents that add up to it, and prorates refunds unit by unit', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    const line = { unitPriceCents: 999, quantity: 7, discountCents: 1234 };
    const units = Array.from({ length: 7 }, (_, taken) => proratedUnitsCents(line, taken, 1));
    expect(units.reduce((sum, cents) => sum + cents, 0)).toBe(999 * 7 - 1234);
    expect(proratedUnitsCents(line, 0, 7)).toBe(999 * 7 - 1234);
    expect(proratedUnitsCents({ ...line, discountCents: 0 }, 3, 2)).toBe(1998);
  });
});
