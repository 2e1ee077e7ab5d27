import type { Language } from '@shop/i18n/language';

/** The image a product without one shows (the API's answers and the web's cards alike). */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/**
 * The files a product's long description is read from, first found wins: the reader's language, then French
 * (the shop's first language). The server render reads them from the web build, the browser fetches them.
 */
export function descriptionPaths(slug: string, language: Language): string[] {
  const file = (lang: Language) => `/descriptions/${slug}.${lang}.md`;
  return language === 'fr' ? [file('fr')] : [file(language), file('fr')];
}
