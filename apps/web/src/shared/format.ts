import { intlLocale, type Language } from '@shop/i18n/web';

/** Euros, French or English formatting: `49,00 €` / `€49.00`. */
export function formatPrice(euros: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(euros);
}

/** What every price on the site shows: the caller's "Free"/"Gratuit" text for 0, else the formatted price. */
export function priceLabel(euros: number, language: Language, freeLabel: string): string {
  return euros === 0 ? freeLabel : formatPrice(euros, language);
}

/** Day, short month, year, hour and minute, as the shop shows dates (docs/rules/languages.md). */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(value));
}

/** A count with the language's digit grouping: `12 000` / `12,000`. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
