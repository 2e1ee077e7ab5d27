import { describe, expect, it } from 'vitest';
import { EU_STANDARD_VAT_BPS, EU_VAT_RATES_CHECKED_ON, standardRateBps } from './rates';
import {
  chargedUnitCents,
  decideSaleVat,
  decideVat,
  hasValidVatNumber,
  percentToBps,
  reverseChargePending,
  splitVat,
  vatOfTotal,
} from './rules';

describe('the EU rate table', () => {
  it('holds the 27 member states, each between the 15 % floor of the VAT directive and 27 %', () => {
    expect(Object.keys(EU_STANDARD_VAT_BPS)).toHaveLength(27);
    for (const rate of Object.values(EU_STANDARD_VAT_BPS)) {
      expect(Number.isInteger(rate)).toBe(true);
      expect(rate).toBeGreaterThanOrEqual(1500);
      expect(rate).toBeLessThanOrEqual(2700);
    }
  });

  it('is dated and knows the rates this shop most sells at', () => {
    expect(EU_VAT_RATES_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(standardRateBps('FR')).toBe(2000);
    expect(standardRateBps('DE')).toBe(1900);
    expect(standardRateBps('FI')).toBe(2550);
    expect(standardRateBps('HU')).toBe(2700);
    expect(standardRateBps('LU')).toBe(1700);
    expect(standardRateBps('GR')).toBe(2400);
  });

  it('has no rate outside the EU (nor for the EL prefix, which is no country code)', () => {
    for (const country of ['CH', 'GB', 'US', 'NO', 'EL', 'toString']) {
      expect(standardRateBps(country)).toBeUndefined();
    }
  });
});

describe('splitVat (prices include VAT, integer cents)', () => {
  it('splits the VAT out of gross amounts, rounding the net to the nearest cent', () => {
    expect(splitVat(12000, 2000)).toEqual({ netCents: 10000, vatCents: 2000 });
    expect(splitVat(4900, 2000)).toEqual({ netCents: 4083, vatCents: 817 }); // 4083.33…
    expect(splitVat(11900, 1900)).toEqual({ netCents: 10000, vatCents: 1900 });
    expect(splitVat(4900, 1900)).toEqual({ netCents: 4118, vatCents: 782 }); // 4117.65…
    expect(splitVat(4900, 2550)).toEqual({ netCents: 3904, vatCents: 996 }); // 3904.38…
  });

  it('rounds an exact half cent up', () => {
    expect(splitVat(9999, 2000)).toEqual({ netCents: 8333, vatCents: 1666 }); // 8332.5
    expect(splitVat(1, 0)).toEqual({ netCents: 1, vatCents: 0 });
    expect(splitVat(3, 2000)).toEqual({ netCents: 3, vatCents: 0 }); // 2.5
    expect(splitVat(15, 2000)).toEqual({ netCents: 13, vatCents: 2 }); // 12.5
  });

  it('handles the awkward amounts: nothing, one cent, large totals', () => {
    expect(splitVat(0, 2000)).toEqual({ netCents: 0, vatCents: 0 });
    expect(splitVat(1, 2700)).toEqual({ netCents: 1, vatCents: 0 });
    expect(splitVat(99_999_999, 2550)).toEqual({ netCents: 79_681_274, vatCents: 20_318_725 });
  });

  it('always adds up to the gross amount and stays within a cent of the exact net, for every EU rate', () => {
    for (const rate of [0, 550, ...new Set(Object.values(EU_STANDARD_VAT_BPS))]) {
      for (let gross = 0; gross < 20_000; gross += 37) {
        const { netCents, vatCents } = splitVat(gross, rate);
        expect(Number.isInteger(netCents)).toBe(true);
        expect(netCents + vatCents).toBe(gross);
        expect(Math.abs(netCents - (gross * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('reads percentages as basis points', () => {
    expect(percentToBps(20)).toBe(2000);
    expect(percentToBps(5.5)).toBe(550);
    expect(percentToBps(25.5)).toBe(2550);
  });
});

describe('VAT number format (no network lookup)', () => {
  it('accepts a well-formed number of the billing country, spaces and case aside', () => {
    expect(hasValidVatNumber({ billingCountry: 'DE', billingVat: 'de 123 456 789' })).toBe(true);
    expect(hasValidVatNumber({ billingCountry: 'GR', billingVat: 'EL123456789' })).toBe(true);
    expect(hasValidVatNumber({ billingCountry: 'NL', billingVat: 'NL123456789B01' })).toBe(true);
  });

  it('refuses a malformed number, one of another country, none, or a country outside the EU', () => {
    expect(hasValidVatNumber({ billingCountry: 'DE', billingVat: 'DE12345678' })).toBe(false);
    expect(hasValidVatNumber({ billingCountry: 'DE', billingVat: 'ATU12345678' })).toBe(false);
    expect(hasValidVatNumber({ billingCountry: 'DE', billingVat: null })).toBe(false);
    expect(hasValidVatNumber({ billingCountry: 'CH', billingVat: 'CHE123456789' })).toBe(false);
  });
});

describe('decideVat', () => {
  const consumer = (country: string | null) => ({ billingCountry: country, billingVat: null });
  const business = (country: string, vat: string) => ({ billingCountry: country, billingVat: vat });

  it('fr mode: French VAT for every consumer, French business and business outside the EU', () => {
    const buyers = [
      consumer('DE'),
      consumer(null),
      consumer('US'),
      business('FR', 'FR32123456789'),
      business('US', 'US123456789'),
      business('DE', 'DE12'),
    ];
    for (const buyer of buyers) {
      expect(decideVat('fr', buyer, 2000)).toEqual({
        mode: 'fr',
        rateBps: 2000,
        country: 'FR',
        reverseCharge: false,
      });
    }
  });

  it('either mode: an EU business outside France with a well-formed VAT number is under reverse charge', () => {
    for (const mode of ['fr', 'oss'] as const) {
      expect(decideVat(mode, business('DE', 'DE123456789'), 2000)).toEqual({
        mode,
        rateBps: 0,
        country: 'DE',
        reverseCharge: true,
      });
    }
  });

  it("oss mode: a consumer pays their EU billing country's standard rate", () => {
    expect(decideVat('oss', consumer('DE'), 2000)).toEqual({
      mode: 'oss',
      rateBps: 1900,
      country: 'DE',
      reverseCharge: false,
    });
    expect(decideVat('oss', consumer('HU'), 2000).rateBps).toBe(2700);
  });

  it('oss mode: no reverse charge for a malformed number, nor for a French business', () => {
    expect(decideVat('oss', business('DE', 'DE1234'), 2000)).toMatchObject({
      rateBps: 1900,
      reverseCharge: false,
    });
    expect(decideVat('oss', business('FR', 'FR12345678901'), 2000)).toMatchObject({
      rateBps: 2000,
      country: 'FR',
      reverseCharge: false,
    });
  });

  it("oss mode: no billing country or one outside the EU keeps the seller's rate", () => {
    expect(decideVat('oss', consumer(null), 2000)).toMatchObject({ rateBps: 2000, country: 'FR' });
    expect(decideVat('oss', business('CH', 'CHE123456789'), 2000)).toMatchObject({
      rateBps: 2000,
      country: 'FR',
      reverseCharge: false,
    });
  });

  it('a buyer under reverse charge pays the catalogue price less French VAT, per unit; others pay it all', () => {
    const reverse = decideVat('oss', business('DE', 'DE123456789'), 2000);
    expect(chargedUnitCents(4900, reverse, 2000)).toBe(4083);
    expect(chargedUnitCents(0, reverse, 2000)).toBe(0);
    expect(chargedUnitCents(4900, decideVat('oss', consumer('DE'), 2000), 2000)).toBe(4900);
  });
});

describe('vatOfTotal: the treatment the quote shows and the payment charges', () => {
  const consumer = (country: string) => ({ billingCountry: country, billingVat: null });

  it('a consumer: VAT included at the decided rate, the total split into net and VAT', () => {
    expect(vatOfTotal(decideVat('fr', consumer('FR'), 2000), 9800)).toEqual({
      treatment: 'vatIncluded',
      rateBps: 2000,
      country: 'FR',
      netCents: 8167,
      vatCents: 1633,
      grossCents: 9800,
    });
    expect(vatOfTotal(decideVat('oss', consumer('DE'), 2000), 9800)).toMatchObject({
      treatment: 'vatIncluded',
      rateBps: 1900,
      country: 'DE',
      ...splitVat(9800, 1900),
    });
  });

  it('an EU business under reverse charge: the charged total is all net, no VAT, in either mode', () => {
    for (const mode of ['fr', 'oss'] as const) {
      const decision = decideVat(mode, { billingCountry: 'BE', billingVat: 'BE0123456789' }, 2000);
      const charged = 2 * chargedUnitCents(4900, decision, 2000);
      expect(vatOfTotal(decision, charged)).toEqual({
        treatment: 'reverseCharge',
        rateBps: 0,
        country: 'BE',
        netCents: 8166,
        vatCents: 0,
        grossCents: 8166,
      });
    }
  });

  it('a business outside the EU, or one with a malformed number, is a consumer', () => {
    for (const buyer of [
      { billingCountry: 'CH', billingVat: 'CHE123456789' },
      { billingCountry: 'DE', billingVat: 'DE12' },
    ]) {
      expect(vatOfTotal(decideVat('fr', buyer, 2000), 4900).treatment).toBe('vatIncluded');
    }
  });
});

describe('a VAT number VIES did not answer about (decideSaleVat)', () => {
  const business = { billingCountry: 'DE', billingVat: 'DE123456789' };

  it('is charged VAT by default, as a consumer of its mode, and the sale says reverse charge is pending', () => {
    const fr = decideSaleVat('fr', business, 2000, 'unreachable', 'charge');
    expect(fr).toEqual({ mode: 'fr', rateBps: 2000, country: 'FR', reverseCharge: false });
    expect(reverseChargePending(fr, 'unreachable')).toBe(true);
    expect(decideSaleVat('oss', business, 2000, 'unreachable', 'charge')).toEqual({
      mode: 'oss',
      rateBps: 1900,
      country: 'DE',
      reverseCharge: false,
    });
  });

  it('gets reverse charge once confirmed, or unconfirmed when the owner keeps it (VIES_UNCONFIRMED=reverse)', () => {
    for (const [vies, unconfirmed] of [
      ['valid', 'charge'],
      ['unreachable', 'reverse'],
    ] as const) {
      const decision = decideSaleVat('fr', business, 2000, vies, unconfirmed);
      expect(decision).toEqual({ mode: 'fr', rateBps: 0, country: 'DE', reverseCharge: true });
      expect(reverseChargePending(decision, vies)).toBe(false);
    }
  });

  it('changes nothing for a buyer VIES was not asked about', () => {
    const french = { billingCountry: 'FR', billingVat: null };
    const decision = decideSaleVat('fr', french, 2000, null, 'charge');
    expect(decision).toEqual(decideVat('fr', french, 2000));
    expect(reverseChargePending(decision, null)).toBe(false);
  });
});
