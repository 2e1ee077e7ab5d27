import type { KeyPaths, Messages } from './define';
import { account } from './namespaces/account';
import type { admin } from './namespaces/admin/index';
import { cart } from './namespaces/cart';
import { catalog } from './namespaces/catalog';
import { checkout } from './namespaces/checkout';
import { common } from './namespaces/common';
import { errors } from './namespaces/errors/index';
import { home } from './namespaces/home';
import { info } from './namespaces/info';
import type { legal } from './namespaces/legal';
import { licences } from './namespaces/licences';
import { messaging } from './namespaces/messaging';
import { orders } from './namespaces/orders';
import { selfService } from './namespaces/self-service';
import { validation } from './namespaces/validation';

/**
 * Namespaces the web app loads up front: everything but the server-only ones (index.ts's
 * `serverNamespaces`) and the long legal texts, which the legal pages' lazy chunk registers itself
 * (`@shop/i18n/legal`), so the first page load carries no text it does not show. A feature adds its
 * namespace file under namespaces/ and one line here (or in index.ts when only the server uses it).
 */
export const webNamespaces = {
  account,
  cart,
  catalog,
  checkout,
  common,
  errors,
  home,
  info,
  licences,
  messaging,
  orders,
  selfService,
  validation,
} satisfies Record<string, { fr: Messages; en: Messages }>;

type Catalogues<T extends Record<string, { fr: Messages; en: Messages }>> = {
  fr: { [N in keyof T]: T[N]['fr'] };
  en: { [N in keyof T]: T[N]['fr'] };
};

export function toResources<T extends Record<string, { fr: Messages; en: Messages }>>(
  namespaces: T,
): Catalogues<T> {
  const names = Object.keys(namespaces) as (keyof T)[];
  return {
    fr: Object.fromEntries(names.map((ns) => [ns, namespaces[ns]!.fr])),
    en: Object.fromEntries(names.map((ns) => [ns, namespaces[ns]!.en])),
  } as Catalogues<T>;
}

export type WebNamespace = keyof typeof webNamespaces;
export const webNamespaceNames = Object.keys(webNamespaces) as WebNamespace[];
export const webResources = toResources(webNamespaces);
export { defineNamespace, type KeyPaths, type Messages, type SameShape } from './define';
export * from './language';
/** The shape of the catalogues the web app can reach: those it loads up front and the lazy legal and admin ones. */
export type WebCatalogue = (typeof webResources)['fr'] & {
  admin: (typeof admin)['fr'];
  legal: (typeof legal)['fr'];
};
/** An API error code: a text of the errors namespace (`productNotFound`, `account.emailTaken`). */
export type ErrorCode = KeyPaths<WebCatalogue['errors']>;
/** A zod issue code with a text of its own in the validation namespace (`too_small`). */
export type ValidationCode = KeyPaths<WebCatalogue['validation']>;
