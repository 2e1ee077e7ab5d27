/**
 * The one definition of the shop's languages. Contracts, the database enums, the server and the web all
 * import it from here (`@shop/i18n/language` for code that must not pull in the catalogues). Its zod schema
 * is in `language-schema.ts`, so the web app's first load, which needs this module, carries no zod.
 */
export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

export const fallbackLanguage: Language = 'en';
/** A detected language that is neither fr nor en starts the interface in French (docs/rules/languages.md). */
export const defaultLanguage: Language = 'fr';

/** The regional locale behind each language for `Intl` number and date formatting (euros, French dates). */
const intlLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

export function intlLocale(language: Language): string {
  return intlLocales[language];
}

/** Column name of a bilingual field in one language: `nameFr`, `descriptionEn`. */
type LocalizedKey<F extends string> = `${F}${Capitalize<Language>}`;

/** A bilingual row's field in the given language: `localized(product, 'name', 'en')` reads `product.nameEn`. */
export function localized<F extends string, R extends Record<LocalizedKey<F>, unknown>>(
  row: R,
  field: F,
  language: Language,
): R[LocalizedKey<F>] {
  const suffix = (language.charAt(0).toUpperCase() + language.slice(1)) as Capitalize<Language>;
  return row[`${field}${suffix}` as LocalizedKey<F>] as R[LocalizedKey<F>];
}

/**
 * The first language of an Accept-Language-style list (`en-GB,en;q=0.9,fr;q=0.8`, or one tag as i18next
 * holds it) that is fr or en, quality values honoured; undefined when it names neither.
 */
export function matchLanguage(input: string | null | undefined): Language | undefined {
  if (!input) return undefined;
  const tags = input
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** fr or en from a language tag or list (`en-GB`, `fr`, an Accept-Language header); anything else gives French. */
export function pickLanguage(input: string | null | undefined): Language {
  return matchLanguage(input) ?? defaultLanguage;
}

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
