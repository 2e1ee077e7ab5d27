import { fallbackLanguage, type Language, type Namespace, namespaceNames, resources } from '@shop/i18n';
import i18next from 'i18next';

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

/** Translates `namespace:key` (or a key of the errors namespace) into the given language. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  return instance.t(key, { ...params, lng: language } as { lng: string });
}

export function hasTranslation(key: string, namespace: Namespace = 'errors'): boolean {
  return instance.exists(key, { ns: namespace, lng: fallbackLanguage });
}
