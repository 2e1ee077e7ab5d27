import { fallbackLanguage, languages, pickLanguage, webNamespaceNames, webResources } from '@shop/i18n/web';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The stored choice mirrored for the server, which renders the page in it (docs/rules/languages.md). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_IN_MINUTES = 365 * 24 * 60;
const inBrowser = typeof window !== 'undefined';

/**
 * Detection order: the URL's `?lang=` (each storefront page has one URL per language, the one the sitemap
 * lists), stored choice, browser language, <html lang>; a language other than fr/en starts in
 * French, and a key missing in one bundle falls back to English (docs/rules/languages.md). The choice is
 * kept in localStorage and in the `lang` cookie (read by the server; not HttpOnly since this writes it).
 * On the server there is nothing to detect: each render uses a copy set to the page's language.
 */
if (inBrowser) i18next.use(LanguageDetector);
void i18next.use(initReactI18next).init({
  resources: webResources,
  ns: webNamespaceNames,
  defaultNS: 'common',
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  ...(inBrowser ? {} : { lng: fallbackLanguage }),
  interpolation: { escapeValue: false },
  detection: {
    order: ['querystring', 'localStorage', 'cookie', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lang',
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupCookie: LANGUAGE_COOKIE,
    caches: ['localStorage', 'cookie'],
    cookieMinutes: YEAR_IN_MINUTES,
    cookieOptions: { path: '/', sameSite: 'lax', secure: inBrowser && window.location.protocol === 'https:' },
    convertDetectedLanguage: (language: string) => pickLanguage(language),
  },
  initAsync: false,
  showSupportNotice: false,
});

function syncHtmlLang(language: string): void {
  document.documentElement.lang = pickLanguage(language);
  // A page opened as ?lang=en keeps the visitor's later choice in its URL, so a reload does not undo it.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== pickLanguage(language)) {
    url.searchParams.set('lang', pickLanguage(language));
    window.history.replaceState(window.history.state, '', url);
  }
}
if (inBrowser) {
  syncHtmlLang(i18next.language);
  i18next.on('languageChanged', syncHtmlLang);
}

/** Registers a namespace that a lazy chunk brings along (e.g. the legal texts), once. */
export function registerNamespace(namespace: string, catalogues: { fr: object; en: object }): void {
  for (const language of languages) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, catalogues[language]);
    }
  }
}

export { i18next };
