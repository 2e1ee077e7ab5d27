/** ISO 3166-1 alpha-2 codes (officially assigned). Names come from `Intl.DisplayNames` in the browser. */
export const countryCodes: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS',
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE',
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM',
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC',
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA',
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW',
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO',
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

const countrySet: ReadonlySet<string> = new Set(countryCodes);
export const isCountryCode = (value: string): boolean => countrySet.has(value);

/**
 * EU VAT number formats (VIES), keyed by billing country. The number starts with the country's VAT prefix,
 * which is the country code except for Greece (EL).
 */
export const euVatFormats: Record<string, { prefix: string; pattern: RegExp }> = {
  AT: { prefix: 'AT', pattern: /^ATU\d{8}$/ },
  BE: { prefix: 'BE', pattern: /^BE[01]\d{9}$/ },
  BG: { prefix: 'BG', pattern: /^BG\d{9,10}$/ },
  CY: { prefix: 'CY', pattern: /^CY\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', pattern: /^CZ\d{8,10}$/ },
  DE: { prefix: 'DE', pattern: /^DE\d{9}$/ },
  DK: { prefix: 'DK', pattern: /^DK\d{8}$/ },
  EE: { prefix: 'EE', pattern: /^EE\d{9}$/ },
  GR: { prefix: 'EL', pattern: /^EL\d{9}$/ },
  ES: { prefix: 'ES', pattern: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: 'FI', pattern: /^FI\d{8}$/ },
  FR: { prefix: 'FR', pattern: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  HR: { prefix: 'HR', pattern: /^HR\d{11}$/ },
  HU: { prefix: 'HU', pattern: /^HU\d{8}$/ },
  IE: { prefix: 'IE', pattern: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', pattern: /^IT\d{11}$/ },
  LT: { prefix: 'LT', pattern: /^LT(\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', pattern: /^LU\d{8}$/ },
  LV: { prefix: 'LV', pattern: /^LV\d{11}$/ },
  MT: { prefix: 'MT', pattern: /^MT\d{8}$/ },
  NL: { prefix: 'NL', pattern: /^NL\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', pattern: /^PL\d{10}$/ },
  PT: { prefix: 'PT', pattern: /^PT\d{9}$/ },
  RO: { prefix: 'RO', pattern: /^RO\d{2,10}$/ },
  SE: { prefix: 'SE', pattern: /^SE\d{10}01$/ },
  SI: { prefix: 'SI', pattern: /^SI\d{8}$/ },
  SK: { prefix: 'SK', pattern: /^SK\d{10}$/ },
};

/** Outside the EU there is no common format: letters and digits only, 4 to 20 of them. */
const genericTaxId = /^[A-Z0-9]{4,20}$/;

/** Upper-cased, without spaces, dots or hyphens: how a VAT number is compared and stored. */
export const normalizeVat = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** `ok`, or why the (normalised) VAT number does not fit the billing country. */
export function checkVat(country: string, vat: string): 'ok' | 'invalid' | 'countryMismatch' {
  const format = euVatFormats[country];
  if (!format) return genericTaxId.test(vat) ? 'ok' : 'invalid';
  if (!vat.startsWith(format.prefix)) return /^[A-Z]{2}/.test(vat) ? 'countryMismatch' : 'invalid';
  return format.pattern.test(vat) ? 'ok' : 'invalid';
}
