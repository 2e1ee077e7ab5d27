// What the web app imports from `@shop/i18n/web`: the languages and the catalogues' types, and no catalogue, so
// importing it costs the first load nothing (the texts come through web-namespaces.ts).
import type { KeyPaths } from './define';
import type { admin } from './namespaces/admin/index';
import type { cookieBanner } from './namespaces/cookie-banner';
import type { legal } from './namespaces/legal';
import type { WebNamespace, webNamespaces } from './web-catalogues';

export {
  defineNamespace,
  type KeyPaths,
  type Messages,
  type SameShape,
  toResources,
} from './define';
export * from './language';
export * from './resolve-language';
export type { WebNamespace } from './web-catalogues';
/** The shape of the catalogues the web app can reach: those it loads up front or lazily, and those its chunks bring. */
export type WebCatalogue = { [N in WebNamespace]: (typeof webNamespaces)[N]['fr'] } & {
  admin: (typeof admin)['fr'];
  cookieBanner: (typeof cookieBanner)['fr'];
  legal: (typeof legal)['fr'];
};
/** An API error code: a text of the errors namespace (`productNotFound`, `account.emailTaken`). */
export type ErrorCode = KeyPaths<WebCatalogue['errors']>;
/** A zod issue code with a text of its own in the validation namespace (`too_small`). */
export type ValidationCode = KeyPaths<WebCatalogue['validation']>;
