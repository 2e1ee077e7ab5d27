import { checkVat, normalizeVat, type ViesStatus } from '@shop/contracts';
import { isEuCountry, standardRateBps } from './rates';

export type VatMode = 'fr' | 'oss';

/** The seller is established in France: its buyers there always pay French VAT. */
export const SELLER_COUNTRY = 'FR';

/** What an order's VAT was decided on and what it came to (stored on the order, printed on its documents). */
export interface VatDecision {
  mode: VatMode;
  /** Basis points (2000 = 20 %); 0 under reverse charge. */
  rateBps: number;
  /** The country whose rate applies (the seller's when no EU billing country decides). */
  country: string;
  /** An EU business buyer outside France accounts for the VAT itself: it pays the net price. */
  reverseCharge: boolean;
}

export interface VatBuyer {
  billingCountry: string | null | undefined;
  billingVat: string | null | undefined;
}

/**
 * A well-formed VAT number of the buyer's EU billing country (format only; the checkout then asks VIES,
 * `verifyVatNumber`, and refuses a number VIES says is invalid).
 */
export function hasValidVatNumber(buyer: VatBuyer): boolean {
  if (!isEuCountry(buyer.billingCountry) || !buyer.billingVat) return false;
  return checkVat(buyer.billingCountry, normalizeVat(buyer.billingVat)) === 'ok';
}

/**
 * The VAT of a sale (docs/rules/vat.md). A buyer billed in another EU country with a well-formed VAT number
 * there is a business under reverse charge (rate 0) in either mode: a service to a business is taxed where
 * the business is (Directive 2006/112/EC, articles 44 and 196), whatever the seller's OSS choice. Other
 * buyers: `fr` gives everyone the seller's rate (`homeRateBps`, from VAT_RATE_PERCENT); `oss` gives a
 * consumer billed in the EU their country's standard rate; a buyer billed in France, outside the EU or
 * nowhere pays the seller's rate.
 */
export function decideVat(mode: VatMode, buyer: VatBuyer, homeRateBps: number): VatDecision {
  const home: VatDecision = { mode, rateBps: homeRateBps, country: SELLER_COUNTRY, reverseCharge: false };
  const country = buyer.billingCountry;
  if (!isEuCountry(country) || country === SELLER_COUNTRY) return home;
  if (hasValidVatNumber(buyer)) return { mode, rateBps: 0, country, reverseCharge: true };
  if (mode === 'fr') return home;
  return { mode, rateBps: standardRateBps(country)!, country, reverseCharge: false };
}

/** What a VAT number VIES did not answer about gets: VAT until it is confirmed (`charge`), or reverse charge. */
export type UnconfirmedVat = 'charge' | 'reverse';

/**
 * The VAT of a sale once VIES had its say on the buyer's number (docs/rules/vat.md, "VIES does not answer"):
 * `decideVat`, except that a number VIES did not answer about is not trusted under `charge` (the default): the
 * buyer pays as if they had given none, and the VAT is refunded when a later check confirms the number. The
 * seller, not the buyer, owes the VAT of a reverse charge given on a false number.
 */
export function decideSaleVat(
  mode: VatMode,
  buyer: VatBuyer,
  homeRateBps: number,
  vies: ViesStatus | null,
  unconfirmed: UnconfirmedVat,
): VatDecision {
  const trusted = vies !== 'unreachable' || unconfirmed === 'reverse';
  return decideVat(mode, trusted ? buyer : { ...buyer, billingVat: null }, homeRateBps);
}

/** A sale charged VAT only because VIES did not answer: reverse charge applies once the number is confirmed. */
export const reverseChargePending = (decision: VatDecision, vies: ViesStatus | null | undefined) =>
  vies === 'unreachable' && !decision.reverseCharge;

/**
 * Prices include VAT: net = gross ÷ (1 + rate), rounded to the nearest cent with halves up, and VAT = gross −
 * net, so the three always add up to the cent. Integers only: the rate travels in basis points, and the
 * rounding is done on integers (`2·gross·10000 + d` over `2d`, d = 10000 + rate), never on a float amount.
 */
export function splitVat(grossCents: number, vatRateBps: number): { netCents: number; vatCents: number } {
  const divisor = 10_000 + vatRateBps;
  const netCents = Math.floor((2 * grossCents * 10_000 + divisor) / (2 * divisor));
  return { netCents, vatCents: grossCents - netCents };
}

/**
 * What a sale's total holds under its VAT decision, as the order's invoice splits it (docs/rules/vat.md): the
 * treatment, and the total as net, VAT and gross (the gross is what is charged). Under reverse charge the rate
 * is 0, so the net is the whole total and the VAT nothing.
 */
export function vatOfTotal(decision: VatDecision, totalCents: number) {
  const { netCents, vatCents } = splitVat(totalCents, decision.rateBps);
  return {
    treatment: decision.reverseCharge ? ('reverseCharge' as const) : ('vatIncluded' as const),
    rateBps: decision.rateBps,
    country: decision.country,
    netCents,
    vatCents,
    grossCents: totalCents,
  };
}

export const percentToBps = (percent: number) => Math.round(percent * 100);

/**
 * The unit price a buyer under reverse charge pays: the catalogue price (French VAT included) less the
 * seller's VAT, per unit, rounded as `splitVat`. Other buyers pay the catalogue price.
 */
export function chargedUnitCents(catalogueCents: number, decision: VatDecision, homeRateBps: number): number {
  return decision.reverseCharge ? splitVat(catalogueCents, homeRateBps).netCents : catalogueCents;
}
