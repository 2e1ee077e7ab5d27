import type { Currency } from '@shop/contracts';
import { intlLocale, type Language } from '@shop/i18n';
import { perLanguage } from './i18n';

/**
 * The database keeps integer cents; the API shows euros (or dollars, docs/rules/currencies.md) with two decimals.
 * The only place the two meet.
 */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

const moneyFormats = {
  eur: perLanguage(
    (language) => new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }),
  ),
  usd: perLanguage(
    (language) => new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'USD' }),
  ),
};

/**
 * An amount as text for people (invoice PDF, e-mails, the sandbox page), e.g. `12,50 €` or `€12.50`.
 * Plain spaces instead of narrow no-break ones: Helvetica's WinAnsi set in the PDF has none.
 */
export function formatEuros(cents: number, language: Language): string {
  return formatMoney(cents, 'eur', language);
}

/**
 * An amount in its currency (docs/rules/currencies.md), as `formatEuros` does: `12,50 $US` / `$12.50`. Both
 * currencies have cents, so an amount in cents reads the same way in either; only the symbol and its place differ.
 */
export function formatMoney(cents: number, currency: Currency, language: Language): string {
  return moneyFormats[currency](language)
    .format(centsToEuros(cents))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** Millionths of a euro per dollar: the exchange rate's stored form (0.92 € is 920000). */
export const RATE_SCALE = 1_000_000;

/**
 * A dollar amount in euro cents at an admin-set rate (euros per dollar in millionths), rounded half up to the
 * cent: the euro VAT a dollar invoice states (docs/rules/currencies.md). Integer arithmetic, no float drift.
 */
export function usdCentsToEuroCents(usdCents: number, eurPerUsdMicros: number): number {
  const scaled = BigInt(Math.round(usdCents)) * BigInt(eurPerUsdMicros);
  const scale = BigInt(RATE_SCALE);
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  return Number(sign * ((magnitude + scale / 2n) / scale));
}
