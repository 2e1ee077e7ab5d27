import { describe, expect, it } from 'vitest';
import { formatEuros, formatMoney, usdCentsToEuroCents } from './money';

const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('amounts per currency (docs/rules/currencies.md)', () => {
  it('formats euros and dollars the way each language writes them', () => {
    expect(plain(formatMoney(1250, 'eur', 'fr'))).toBe('12,50 €');
    expect(formatMoney(1250, 'eur', 'en')).toBe('€12.50');
    expect(plain(formatMoney(1250, 'usd', 'fr'))).toBe('12,50 $US');
    expect(formatMoney(1250, 'usd', 'en')).toBe('US$12.50');
    expect(formatEuros(990, 'en')).toBe(formatMoney(990, 'eur', 'en'));
  });

  it('rounds to the cent in both currencies (both have two decimals)', () => {
    expect(formatMoney(1, 'usd', 'en')).toBe('US$0.01');
    expect(plain(formatMoney(123456, 'usd', 'fr'))).toBe('1 234,56 $US');
    expect(formatMoney(-500, 'usd', 'en')).toBe('-US$5.00');
  });
});

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
