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
 * Picks fr or en from an Accept-Language header, a stored choice or i18next's current language (`en-GB`,
 * `fr`); anything else gives French.
 */
export function pickLanguage(input: string | null | undefined): Language {
  if (!input) return defaultLanguage;
  const tags = input
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}
