/** The VAT rules: the EU rate table, who pays which rate, and how an amount splits into net and VAT. */
export { EU_STANDARD_VAT_BPS, EU_VAT_RATES_CHECKED_ON, isEuCountry, standardRateBps } from './rates';
export {
  chargedUnitCents,
  decideVat,
  hasValidVatNumber,
  percentToBps,
  SELLER_COUNTRY,
  splitVat,
  type VatBuyer,
  type VatDecision,
  type VatMode,
} from './rules';
