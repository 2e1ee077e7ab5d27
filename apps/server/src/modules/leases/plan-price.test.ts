import { describe, expect, it } from 'vitest';
import { planPriceCents } from './plan-price';

const product = {
  monthlyPriceCents: 900,
  yearlyPriceCents: 9000,
  usdMonthlyPriceCents: 1000,
  usdYearlyPriceCents: null,
};

describe('a lease plan’s price in a currency (docs/rules/currencies.md)', () => {
  it('is the euro price in euros and its dollar twin in dollars', () => {
    expect(planPriceCents(product, 'monthly', 'eur')).toBe(900);
    expect(planPriceCents(product, 'monthly', 'usd')).toBe(1000);
  });

  it('is none in dollars without a dollar twin, still leased in euros', () => {
    expect(planPriceCents(product, 'yearly', 'usd')).toBeNull();
    expect(planPriceCents(product, 'yearly', 'eur')).toBe(9000);
  });

  it('is none in either currency when the plan is not offered, whatever dollar price was left on it', () => {
    const offMonthly = { ...product, monthlyPriceCents: null };
    expect(planPriceCents(offMonthly, 'monthly', 'eur')).toBeNull();
    expect(planPriceCents(offMonthly, 'monthly', 'usd')).toBeNull();
  });
});
