import { type Messages, toResources } from './define';
import { commonShell } from './namespaces/commonShell';
import { homeSections } from './namespaces/homeSections';
import { messagingSections } from './namespaces/messagingSections';
import type { WebCatalogue } from './web';

/**
 * How the web app gets its texts (docs/decisions/0008-initial-js-budget.md). The namespaces every storefront
 * page's first render reads — the shell (header, footer, cookie banner) and the home page — ship in the first
 * load, less the parts of `common`, `home` and `messaging` that come with the chunks reading them (the
 * not-found page, the premium cards, the guarantee popup, the forms, the newsletter link's notice); every
 * other one is its own chunk, fetched by the route that needs it. A chunk carries both languages, so switching
 * language fetches nothing.
 */
export const firstLoadNamespaces = {
  common: commonShell,
  home: homeSections,
  messaging: messagingSections,
};
export type FirstLoadNamespace = keyof typeof firstLoadNamespaces;
export const firstLoadResources = toResources(firstLoadNamespaces);

/**
 * Texts a component's chunk registers when it loads, never fetched on their own: the cookie banner's, and the
 * legal pages' (each page's chunk brings its own part, apps/web/src/features/info/legal-pages).
 */
export type ChunkNamespace = 'cookieBanner' | 'legal';
export type LazyNamespace = Exclude<keyof WebCatalogue, FirstLoadNamespace | ChunkNamespace>;

/** One loader per other web namespace: a namespace added to the web catalogues without one fails type-checking. */
export const lazyNamespaces: Record<LazyNamespace, () => Promise<{ fr: Messages; en: Messages }>> = {
  account: () => import('./namespaces/account').then((module) => module.account),
  affiliates: () => import('./namespaces/affiliates').then((module) => module.affiliates),
  admin: () => import('./namespaces/admin/index').then((module) => module.admin),
  cart: () => import('./namespaces/cart').then((module) => module.cart),
  catalog: () => import('./namespaces/catalog').then((module) => module.catalog),
  checkout: () => import('./namespaces/checkout').then((module) => module.checkout),
  devices: () => import('./namespaces/devices').then((module) => module.devices),
  errors: () => import('./namespaces/errors/index').then((module) => module.errors),
  info: () => import('./namespaces/info').then((module) => module.info),
  licences: () => import('./namespaces/licences').then((module) => module.licences),
  orders: () => import('./namespaces/orders').then((module) => module.orders),
  reviews: () => import('./namespaces/reviews').then((module) => module.reviews),
  selfService: () => import('./namespaces/self-service').then((module) => module.selfService),
  validation: () => import('./namespaces/validation').then((module) => module.validation),
};
