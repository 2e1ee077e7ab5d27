import { money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, leasePricesIn, priceIn } from './format';

/** Intl separates with (narrow) no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats euros the French way', () => {
    expect(plain(formatPrice(49, 'fr'))).toBe('49,00 €');
    expect(plain(formatPrice(1234.5, 'fr'))).toBe('1 234,50 €');
  });

  it('formats euros the English way', () => {
    expect(formatPrice(49, 'en')).toBe('€49.00');
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
  });

  it('shows two decimals for zero and cents', () => {
    expect(plain(formatPrice(0, 'fr'))).toBe('0,00 €');
    expect(formatPrice(0.1, 'en')).toBe('€0.10');
  });
});

describe('date formatting', () => {
  // A local date, so the checks do not depend on the machine's time zone.
  const date = new Date(2026, 10, 22, 14, 5);

  it('formats date and time in French with day, short month, year, hour and minute', () => {
    const text = plain(formatDateTime(date, 'fr'));
    expect(text).toMatch(/^22 nov\. 2026/);
    expect(text).toContain('14:05');
  });

  it('formats date and time in English', () => {
    const text = plain(formatDateTime(date, 'en'));
    expect(text).toMatch(/^22 Nov 2026/);
    expect(text).toContain('14:05');
  });

  it('formats long dates in both languages', () => {
    expect(plain(formatDate(date, 'fr'))).toBe('22 novembre 2026');
    expect(plain(formatDate(date, 'en'))).toBe('22 November 2026');
  });

  it('accepts ISO strings', () => {
    expect(plain(formatDate('2026-01-05T12:00:00Z', 'en'))).toBe('5 January 2026');
  });
});

const eur = (amount: number) => money(amount, 'eur');
const usd = (amount: number) => money(amount, 'usd');

describe('prices per currency (docs/rules/currencies.md)', () => {
  it('formats dollars per language', () => {
    expect(plain(formatPrice(53.1, 'fr', 'usd'))).toBe('53,10 $US');
    expect(formatPrice(53.1, 'en', 'usd')).toBe('US$53.10');
    expect(formatPrice(53.1, 'en')).toBe('€53.10');
  });

  it('reads a product’s price in the currency: free in both, null when not sold in dollars', () => {
    expect(priceIn({ price: eur(4900), usdPrice: usd(5300) }, 'usd')).toEqual(usd(5300));
    expect(priceIn({ price: eur(4900), usdPrice: usd(5300) }, 'eur')).toEqual(eur(4900));
    expect(priceIn({ price: eur(4900), usdPrice: null }, 'usd')).toBeNull();
    expect(priceIn({ price: eur(4900) }, 'usd')).toBeNull();
    expect(priceIn({ price: eur(0), usdPrice: null }, 'usd')).toEqual(usd(0));
  });
});

describe('leasePricesIn (docs/rules/currencies.md)', () => {
  const product = {
    monthlyPrice: eur(900),
    yearlyPrice: eur(9000),
    usdMonthlyPrice: usd(1000),
    usdYearlyPrice: null,
  };
  it('prices each plan in euros, or in dollars by its twin', () => {
    expect(leasePricesIn(product, 'eur')).toEqual({ monthly: eur(900), yearly: eur(9000) });
    expect(leasePricesIn(product, 'usd')).toEqual({ monthly: usd(1000), yearly: null });
  });
  it('leaves a plan not offered out in dollars too, whatever twin is left on it', () => {
    expect(leasePricesIn({ ...product, monthlyPrice: null }, 'usd')).toEqual({ monthly: null, yearly: null });
  });
});
