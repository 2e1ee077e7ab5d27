import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear, percentToBps, splitVat } from './numbering';

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

describe('splitVat (prices include VAT)', () => {
  it('splits 20 % VAT out of gross amounts, rounding the net to the cent', () => {
    expect(splitVat(12000, 2000)).toEqual({ netCents: 10000, vatCents: 2000 });
    expect(splitVat(4900, 2000)).toEqual({ netCents: 4083, vatCents: 817 }); // 40.8333… → 40.83
    expect(splitVat(9999, 2000)).toEqual({ netCents: 8333, vatCents: 1666 }); // 8332.5 rounds up
    expect(splitVat(1, 2000)).toEqual({ netCents: 1, vatCents: 0 });
    expect(splitVat(0, 2000)).toEqual({ netCents: 0, vatCents: 0 });
  });

  it('always adds up to the gross amount, for any rate', () => {
    for (const rate of [0, 550, 1000, 2000, 2100]) {
      for (let gross = 0; gross < 5000; gross += 37) {
        const { netCents, vatCents } = splitVat(gross, rate);
        expect(netCents + vatCents).toBe(gross);
        expect(Math.abs(netCents * (1 + rate / 10_000) - gross)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads percentages as basis points', () => {
    expect(percentToBps(20)).toBe(2000);
    expect(percentToBps(5.5)).toBe(550);
  });
});
