import type { Messages } from './define';
import { account } from './namespaces/account';
import { cart } from './namespaces/cart';
import { catalog } from './namespaces/catalog';
import { checkout } from './namespaces/checkout';
import { common } from './namespaces/common';
import { emails } from './namespaces/emails';
import { errors } from './namespaces/errors/index';
import { home } from './namespaces/home';
import { info } from './namespaces/info';
import { legal } from './namespaces/legal';
import { messaging } from './namespaces/messaging';
import { validation } from './namespaces/validation';

export { defineNamespace, type Messages, type SameShape } from './define';

/**
 * Every namespace, FR and EN side by side. A feature adds its namespace file under namespaces/
 * and one line here.
 */
const namespaces = {
  checkout,
  account,
  cart,
  catalog,
  common,
  emails,
  errors,
  home,
  info,
  legal,
  messaging,
  validation,
} satisfies Record<string, { fr: Messages; en: Messages }>;

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];
export const supportedLanguages = ['fr', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const fallbackLanguage: SupportedLanguage = 'en';
/** A detected language that is neither fr nor en starts the interface in French (DESIGN.md). */
export const defaultLanguage: SupportedLanguage = 'fr';

export const resources = {
  fr: Object.fromEntries(namespaceNames.map((ns) => [ns, namespaces[ns].fr])),
  en: Object.fromEntries(namespaceNames.map((ns) => [ns, namespaces[ns].en])),
} as {
  fr: { [N in Namespace]: (typeof namespaces)[N]['fr'] };
  en: { [N in Namespace]: (typeof namespaces)[N]['fr'] };
};

/** Picks fr or en from an Accept-Language header or a stored choice; anything else gives French. */
export function pickLanguage(input: string | null | undefined): SupportedLanguage {
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
    if (base === 'fr' || base === 'en') return base;
  }
  return defaultLanguage;
}
