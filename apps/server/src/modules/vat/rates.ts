/**
 * Standard VAT rates of the EU member states, in basis points (2000 = 20 %), keyed by ISO country code (Greece
 * is GR here, EL only in VAT numbers). Digital products (downloadable software) take the standard rate
 * everywhere.
 *
 * Checked on 2026-11-24 against a table last updated on 2026-02-02 (eurofiscalis.com, "EU VAT rates 2026"),
 * which includes the 2025 changes (Estonia 24 %, Romania 21 %, Slovakia 23 %, Finland 25.5 %). This machine
 * cannot reach the European Commission's reference (TEDB, taxation-customs.ec.europa.eu): check it there, and
 * update this table and the date, before running with VAT_MODE=oss.
 */
export const EU_VAT_RATES_CHECKED_ON = '2026-11-24';

export const EU_STANDARD_VAT_BPS: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export const isEuCountry = (country: string | null | undefined): country is string =>
  !!country && Object.hasOwn(EU_STANDARD_VAT_BPS, country);

/** The standard rate of an EU country; undefined outside the EU. */
export const standardRateBps = (country: string): number | undefined =>
  isEuCountry(country) ? EU_STANDARD_VAT_BPS[country] : undefined;
