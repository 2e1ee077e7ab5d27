import { type Language, pickLanguage } from '@shop/i18n/language';
import { LANGUAGE_COOKIE, languageCookie, resolveLanguage } from '@shop/i18n/resolve-language';

/** Where the visitor's choice is kept (the key i18next's detector used, so earlier choices still count). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language this browser starts in, by the shop's one resolver (docs/rules/languages.md), the one the
 * server rendered the page with: `?lang`, the stored choice (localStorage, then the `lang` cookie the server
 * reads), the browser's languages, `<html lang>`, French. A few lines instead of
 * i18next-browser-languagedetector, which cost the first load 2 kB for the same look-ups.
 */
export function browserLanguage(): Language {
  return resolveLanguage({
    explicit: new URLSearchParams(window.location.search).get('lang'),
    stored: [storage()?.getItem(LANGUAGE_STORAGE_KEY), languageCookie(document.cookie)],
    browser: navigator.languages,
    page: document.documentElement.lang,
  });
}

/**
 * Keeps the visitor's language for the next visit, in localStorage and in the `lang` cookie the server reads
 * (not HttpOnly, since this writes it).
 */
export function storeLanguage(language: string): void {
  const chosen = pickLanguage(language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop serves
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, chosen);
  } catch {
    // Storage refused (private mode): the language holds for this page's life.
  }
}
