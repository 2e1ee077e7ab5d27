import { describe, expect, it } from 'vitest';
import { usdCentsToEuroCents } from './money';

describe('a dollar amount in euros at the admin-set rate', () => {
  it('multiplies by the rate in millionths and rounds half up to the euro cent', () => {
    expect(usdCentsToEuroCents(5300, 920_000)).toBe(4876);
    // 0.5 cent exactly rounds up; just below rounds down.
    expect(usdCentsToEuroCents(1, 500_000)).toBe(1);
    expect(usdCentsToEuroCents(1, 499_999)).toBe(0);
    expect(usdCentsToEuroCents(333, 923_456)).toBe(308);
    expect(usdCentsToEuroCents(-5300, 920_000)).toBe(-4876);
  });

  it('stays exact where floats would drift', () => {
    // 0.1 * 3 in floats is 0.30000000000000004: integer arithmetic gives 30 cents, not 31.
    expect(usdCentsToEuroCents(300, 100_000)).toBe(30);
    expect(usdCentsToEuroCents(2_000_000_00, 1_234_567)).toBe(246_913_400);
  });
});
