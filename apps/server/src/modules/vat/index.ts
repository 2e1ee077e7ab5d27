/**
 * The VAT rules: the EU rate table, who pays which rate, how an amount splits into net and VAT, and the VIES
 * check of a business buyer's VAT number.
 */
export { EU_STANDARD_VAT_BPS, EU_VAT_RATES_CHECKED_ON, isEuCountry, standardRateBps } from './rates';
export {
  chargedUnitCents,
  decideSaleVat,
  decideVat,
  hasValidVatNumber,
  percentToBps,
  reverseChargePending,
  SELLER_COUNTRY,
  splitVat,
  type UnconfirmedVat,
  type VatBuyer,
  type VatDecision,
  type VatMode,
  vatOfTotal,
} from './rules';
export { askVies, type ViesAnswer, type ViesSettings, viesRequester } from './vies';
export { VIES_CACHE_MS, verifyVatNumber } from './vies-cache';
