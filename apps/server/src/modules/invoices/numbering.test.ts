import { describe, expect, it } from 'vitest';
import { invoiceYear } from './numbering';

describe('invoiceYear', () => {
  it('uses the French calendar year (New Year in Paris comes before UTC)', () => {
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});
