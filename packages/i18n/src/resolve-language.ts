import { defaultLanguage, isLanguage, type Language, matchLanguage } from './language';

/**
 * The cookie holding the browser's stored choice: the web writes it whenever the language is set, the server
 * reads it (the page's request carries nothing else the browser stored).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The `lang` cookie's value in a Cookie header (`document.cookie` has the same shape). */
export function languageCookie(cookies: string | null | undefined): string | undefined {
  return cookies?.match(/(?:^|;\s*)lang=([^;]*)/)?.[1];
}

/**
 * Where a language can come from, in the order they count (docs/rules/languages.md). The server fills
 * `explicit`, `stored` and `browser` from the request; the browser fills all four from the page.
 */
export interface LanguageSources {
  /** `?lang=` of the URL (each storefront page has one URL per language, the one the sitemap lists). */
  explicit?: string | null;
  /**
   * The visitor's stored choice, first present first: the browser's own store and the `lang` cookie that
   * mirrors it, then the signed-in user's stored language.
   */
  stored?: readonly (string | null | undefined)[];
  /** The browser's languages: an Accept-Language header, or `navigator.languages`, most wanted first. */
  browser?: string | readonly string[] | null;
  /** `<html lang>` of the page the server rendered (browser only). */
  page?: string | null;
}

/**
 * A single language tag (`en`, `en-GB`, `FR`) read as fr or en. Anything else (a stale or forged value) is
 * skipped, not read as French, so the next source decides.
 */
function tag(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * The shop's one language resolver: the HTTP layer (and so the catalogue routes), the server render and the
 * browser all decide with it, in this order: explicit, stored, browser, page. The first source that names fr
 * or en decides; when none does, French.
 */
export function resolveLanguage({ explicit, stored = [], browser, page }: LanguageSources): Language {
  const browserList = typeof browser === 'string' ? browser : browser?.join(',');
  return (
    tag(explicit) ??
    stored.map(tag).find(Boolean) ??
    matchLanguage(browserList) ??
    tag(page) ??
    defaultLanguage
  );
}
