import { fallbackLanguage, type Language, languages, pickLanguage } from '@shop/i18n/language';
import {
  firstLoadNamespaces,
  firstLoadResources,
  type LazyNamespace,
  lazyNamespaces,
} from '@shop/i18n/web-namespaces';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage, storeLanguage } from './detectLanguage';

const inBrowser = typeof window !== 'undefined';

/**
 * A namespace outside the first load that a component reads before its route loaded it (`useTranslation`
 * suspends meanwhile): a safety net, routes load theirs with `loadNamespaces`.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyNamespaces[namespace as LazyNamespace];
    if (!load) return callback(new Error(`unknown namespace ${namespace}`), false);
    load().then(
      (catalogues) => callback(null, catalogues[pickLanguage(language)]),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The language comes from the shop's one resolver (`browserLanguage`, docs/rules/languages.md): the URL's
 * `?lang=`, the stored choice, the browser's languages, <html lang>, French; a key missing in one bundle falls
 * back to English. On the server there is nothing to
 * detect: each render uses a copy set to the page's language.
 */
void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: firstLoadResources,
    // The first load's namespaces are bundled; the others come from their chunks (lazyBackend).
    partialBundledLanguages: true,
    ns: Object.keys(firstLoadNamespaces),
    defaultNS: 'common',
    supportedLngs: [...languages],
    fallbackLng: fallbackLanguage,
    lng: inBrowser ? browserLanguage() : fallbackLanguage,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });

/**
 * Puts `language` on <html lang>, where the page's texts are in it. Not in the switch's click: a new `lang`
 * restyles and lays out the whole page (200–350 ms on the product page at 4× CPU slowdown), so the app does it
 * in the commit that swaps the texts (app/BrowserProviders), one restyle for both, after the click has painted.
 */
export function showLanguage(language: string): void {
  const chosen = pickLanguage(language);
  if (document.documentElement.lang !== chosen) document.documentElement.lang = chosen;
}

function onLanguage(language: string): void {
  storeLanguage(language);
  // A page opened as ?lang=en keeps the visitor's later choice in its URL, so a reload does not undo it.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== pickLanguage(language)) {
    url.searchParams.set('lang', pickLanguage(language));
    window.history.replaceState(window.history.state, '', url);
  }
}
if (inBrowser) {
  showLanguage(i18next.language);
  onLanguage(i18next.language);
  i18next.on('languageChanged', onLanguage);
}

/**
 * Makes namespaces outside the first load available, in both languages (one chunk each holds both, so a
 * language switch fetches nothing). Routes call it before rendering (`app/router.tsx`), on the server too,
 * and the browser resolves the opened page's lazy route before hydrating, so the first render finds every text.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => languages.some((lang) => !i18next.hasResourceBundle(lang, ns)));
  await Promise.all(
    missing.map(async (namespace) => registerNamespace(namespace, await lazyNamespaces[namespace]())),
  );
}

/** Registers a namespace that a lazy chunk brings along (e.g. the legal texts), once. */
export function registerNamespace(namespace: string, catalogues: Record<Language, object>): void {
  for (const language of languages) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, catalogues[language]);
    }
  }
}

const copies = new Map<Language, typeof i18next>();

/**
 * The texts fixed in one language, sharing every catalogue with the global instance: what React renders with.
 * The server renders each page with the copy of its language; the browser swaps copies in a transition when
 * the language changes (entry-client), because react-i18next re-renders every text synchronously when the
 * instance it was given changes language, and a whole page re-rendered in the click's task delays its paint.
 */
export function textsIn(language: Language): typeof i18next {
  let copy = copies.get(language);
  if (!copy) {
    copy = i18next.cloneInstance({ lng: language });
    copies.set(language, copy);
  }
  return copy;
}

/** Adds texts to a namespace, merged into those it holds: a page's part of a namespace shared by several pages. */
export function mergeTexts(namespace: string, catalogues: Record<Language, object>): void {
  for (const language of languages) {
    i18next.addResourceBundle(language, namespace, catalogues[language], true, false);
  }
}

export type { LazyNamespace };
export { i18next };
