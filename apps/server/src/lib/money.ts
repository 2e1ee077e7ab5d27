import { intlLocale, type Language } from '@shop/i18n';
import { perLanguage } from './i18n';

/** The database keeps integer cents; the API shows euros with two decimals. The only place the two meet. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

const euroFormat = perLanguage(
  (language) => new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }),
);

/**
 * An amount as text for people (invoice PDF, e-mails, the sandbox page), e.g. `12,50 €` or `€12.50`.
 * Plain spaces instead of narrow no-break ones: Helvetica's WinAnsi set in the PDF has none.
 */
export function formatEuros(cents: number, language: Language): string {
  return euroFormat(language)
    .format(centsToEuros(cents))
    .replace(/[\u202f\u00a0]/g, ' ');
}
