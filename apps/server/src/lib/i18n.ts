import {
  type Catalogue,
  type ErrorCode,
  fallbackLanguage,
  intlLocale,
  type Language,
  type Namespace,
  namespaceNames,
  resources,
  type TranslationKey,
} from '@shop/i18n';
import i18next from 'i18next';

/** Types i18next's keys against the catalogues, as the web does (`apps/web/src/shared/i18next.d.ts`). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'errors';
    resources: Catalogue;
  }
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: namespaceNames,
  defaultNS: 'errors',
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * Translates `namespace:key` (or a key of the errors namespace) into the given language; a key missing
 * from the catalogues fails the type-check.
 */
export function translate(
  language: Language,
  key: TranslationKey,
  params: Record<string, unknown> = {},
): string {
  // The key is checked by its type above; i18next's own overloads would re-derive it from the union.
  return instance.t(key as string as never, { ...params, lng: language } as { lng: string });
}

/**
 * An order line's product name, or the specification's "Produit inconnu" / "Unknown product" when the line
 * kept none (a line written before names were kept, or whose product was removed by hand).
 */
export function productNameOrUnknown(name: string | null | undefined, language: Language): string {
  return name?.trim() ? name : translate(language, 'common:unknownProduct');
}

/**
 * Whether a runtime string (a zod schema's message, an answer's code) is a key of the errors namespace, or
 * of another namespace when one is named.
 */
export function hasTranslation(key: string): key is ErrorCode;
export function hasTranslation(key: string, namespace: Namespace): boolean;
export function hasTranslation(key: string, namespace: Namespace = 'errors'): boolean {
  return instance.exists(key, { ns: namespace, lng: fallbackLanguage });
}

/** The keys under a prefix: `KeysUnder<'emails:layout.'>` is `'brand' | 'footer' | 'seller.company' | …`. */
export type KeysUnder<P extends string, K = TranslationKey> = K extends `${P}${infer Rest}` ? Rest : never;

/** `translate` bound to a language and a key prefix (`emails:layout.`); the short keys stay type-checked. */
export function translator<P extends string>(language: Language, prefix: P) {
  return (key: KeysUnder<P>, params: Record<string, unknown> = {}) =>
    translate(language, `${prefix}${key}` as TranslationKey, params);
}

/**
 * One value per language, built on first use and kept: an Intl formatter takes tens of microseconds to
 * build and nothing to reuse, and a paid order formats a dozen amounts and dates for its e-mail and invoice.
 */
export function perLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    let value = built.get(language);
    if (value === undefined) {
      value = build(language);
      built.set(language, value);
    }
    return value;
  };
}

const momentFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }),
);

/** "12 décembre 2026 à 14:30" / "12 December 2026 at 14:30": the shop's clock (Paris), the site's FR / EN formats. */
export function formatMoment(date: Date, language: Language): string {
  return momentFormat(language).format(date);
}

const dayFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'Europe/Paris' }),
);

/** "1 mars 2027" / "1 March 2027": a day on the shop's clock (Paris), as a lease period's dates read. */
export function formatDay(date: Date, language: Language): string {
  return dayFormat(language).format(date);
}
