import {
  fallbackLanguage,
  pickLanguage,
  supportedLanguages,
  webNamespaceNames,
  webResources,
} from '@shop/i18n/web';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Detection order: stored choice, browser language, <html lang>; a language other than fr/en starts in
 * French, and a key missing in one bundle falls back to English (DESIGN.md).
 */
void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: webResources,
    ns: webNamespaceNames,
    defaultNS: 'common',
    supportedLngs: [...supportedLanguages],
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => pickLanguage(language),
    },
    initAsync: false,
    showSupportNotice: false,
  });

function syncHtmlLang(language: string): void {
  document.documentElement.lang = pickLanguage(language);
}
syncHtmlLang(i18next.language);
i18next.on('languageChanged', syncHtmlLang);

/** Registers a namespace that a lazy chunk brings along (e.g. the legal texts), once. */
export function registerNamespace(namespace: string, catalogues: { fr: object; en: object }): void {
  for (const language of supportedLanguages) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, catalogues[language]);
    }
  }
}

export { i18next };
