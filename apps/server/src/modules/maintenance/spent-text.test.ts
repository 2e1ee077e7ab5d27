import { describe, expect, it } from 'vitest';
import { spentText } from './client-summary-export';

describe('what a customer spent, as the client summary writes it (docs/rules/currencies.md)', () => {
  it('keeps euros and dollars apart, never added together', () => {
    expect(spentText({ spentEurCents: 123_456, spentUsdCents: 4050 }, 'fr')).toBe('1 234,56 € · 40,50 $US');
    expect(spentText({ spentEurCents: '123456', spentUsdCents: '4050' }, 'en')).toBe('€1,234.56 · US$40.50');
  });

  it('shows euros alone when nothing was paid in dollars', () => {
    expect(spentText({ spentEurCents: 0, spentUsdCents: 0 }, 'en')).toBe('€0.00');
  });
});
