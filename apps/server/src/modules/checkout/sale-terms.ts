import { type Currency, WITHDRAWAL_CONSENT_VERSION } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { requireExchangeRate } from '../currencies';
import { chargedUnitCents, decideSaleVat, percentToBps, type VatDecision, type ViesAnswer } from '../vat';
import type { CheckoutDeps, PricingDeps } from './deps';
import type { PricedLine } from './pricing';
import { checkBuyerVatNumber } from './vat-number';

/**
 * What an order records of how it was sold: its VAT, the VIES answer on the buyer's VAT number, and the
 * buyer's withdrawal consent when checkout asked.
 */
export interface SaleTerms {
  vat: VatDecision;
  vies?: ViesAnswer | null;
  /** What the order is priced and paid in (docs/rules/currencies.md). */
  currency: Currency;
  withdrawalConsent?: { at: Date; version: string };
  /** The buyer's NinjaTrader account e-mail, when the order holds a product licensed by NinjaTrader. */
  ninjaTraderEmail?: string | null;
}

/**
 * The VAT of the buyer's sale, from their billing details as they are now (docs/rules/vat.md), once VIES had
 * its say on their VAT number (an invalid one is refused; an unanswered one is charged VAT unless the owner
 * keeps reverse charge, `VIES_UNCONFIRMED`), and, when `consented`, the withdrawal consent the
 * checkout request carried, timed now with the current text version. A dollar sale needs the admin-set
 * exchange rate its invoice will state (409 `currency.rateMissing`).
 */
export async function saleTermsOf(
  deps: PricingDeps,
  db: Executor,
  userId: string,
  consented: boolean,
  currency: Currency = 'eur',
): Promise<SaleTerms> {
  if (currency !== 'eur') await requireExchangeRate(db);
  const [buyer] = await db
    .select({ billingCountry: users.billingCountry, billingVat: users.billingVat })
    .from(users)
    .where(eq(users.id, userId));
  const billing = buyer ?? { billingCountry: null, billingVat: null };
  const vies = await checkBuyerVatNumber(deps, db, billing);
  const { vatMode, vies: settings } = deps.config;
  const vat = decideSaleVat(vatMode, billing, homeRate(deps), vies?.status ?? null, settings.unconfirmed);
  return consented
    ? { vat, vies, currency, withdrawalConsent: { at: new Date(), version: WITHDRAWAL_CONSENT_VERSION } }
    : { vat, vies, currency };
}

/** The VAT settings the charged prices follow. */
type VatSettings = { config: Pick<CheckoutDeps['config'], 'vatRatePercent'> };

const homeRate = ({ config }: VatSettings) => percentToBps(config.vatRatePercent);

/** One unit at the price this buyer pays: the net price under reverse charge, the catalogue price otherwise. */
export function chargedUnitPrice(deps: VatSettings, unitPriceCents: number, terms: SaleTerms): number {
  return chargedUnitCents(unitPriceCents, terms.vat, homeRate(deps));
}

/** The lines at the price this buyer pays (`chargedUnitPrice`). */
export function chargedLines(deps: VatSettings, lines: PricedLine[], terms: SaleTerms): PricedLine[] {
  if (!terms.vat.reverseCharge) return lines;
  return lines.map((line) => ({
    ...line,
    unitPriceCents: chargedUnitPrice(deps, line.unitPriceCents, terms),
  }));
}

/** The order columns that record the terms. */
export function saleTermsColumns(terms: SaleTerms | undefined) {
  if (!terms) return {};
  return {
    currency: terms.currency,
    vatRateBps: terms.vat.rateBps,
    vatCountry: terms.vat.country,
    vatMode: terms.vat.mode,
    reverseCharge: terms.vat.reverseCharge,
    viesStatus: terms.vies?.status ?? null,
    viesCheckedAt: terms.vies?.checkedAt ?? null,
    viesReference: terms.vies?.reference ?? null,
    viesName: terms.vies?.name ?? null,
    ninjaTraderEmail: terms.ninjaTraderEmail ?? null,
    withdrawalConsentAt: terms.withdrawalConsent?.at ?? null,
    withdrawalConsentVersion: terms.withdrawalConsent?.version ?? null,
  };
}
