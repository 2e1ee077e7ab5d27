import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear } from './numbering';

describe('formatInvoiceNumber', () => {
  it('pads the sequence to six digits after the year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('FA-2026-000001');
    expect(formatInvoiceNumber(2026, 123456)).toBe('FA-2026-123456');
  });

  it('refuses sequences outside 1..999999', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
  });
});

describe('invoiceYear', () => {
  it('uses the French calendar year (New Year in Paris comes before UTC)', () => {
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});
