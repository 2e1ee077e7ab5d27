import { type Language, pickLanguage } from '@shop/i18n/language';

/** Where the visitor's choice is kept (the key i18next's detector used, so earlier choices still count). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The stored choice mirrored for the server, which renders the page in it (docs/rules/languages.md). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

interface LanguageSources {
  /** The page URL's `?lang=`. */
  query: string | null;
  /** The choice stored in the browser. */
  stored: string | null;
  /** The `lang` cookie (the same choice, kept for the server). */
  cookie: string | null | undefined;
  /** The browser's preferred language (`navigator.language`). */
  browser: string | null | undefined;
  /** `<html lang>`. */
  page: string | null | undefined;
}

/**
 * docs/rules/languages.md: the URL's language, else the stored choice (localStorage, then the cookie), else the
 * browser's, else the page's; the
 * first one present decides, and one that is neither fr nor en gives French. A few lines instead of
 * i18next-browser-languagedetector, which cost the first load 2 kB for the same four look-ups.
 */
export function detectLanguage({ query, stored, cookie, browser, page }: LanguageSources): Language {
  return pickLanguage([query, stored, cookie, browser, page].find((source) => source) ?? null);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language this browser starts in. */
export function browserLanguage(): Language {
  return detectLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
    cookie: document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1],
    browser: navigator.language,
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
