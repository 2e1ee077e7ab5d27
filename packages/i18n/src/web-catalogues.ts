import { type Messages, toResources } from './define';
import { account } from './namespaces/account';
import { affiliates } from './namespaces/affiliates';
import { cart } from './namespaces/cart';
import { catalog } from './namespaces/catalog';
import { checkout } from './namespaces/checkout';
import { common } from './namespaces/common';
import { devices } from './namespaces/devices';
import { errors } from './namespaces/errors/index';
import { home } from './namespaces/home';
import { info } from './namespaces/info';
import { licences } from './namespaces/licences';
import { messaging } from './namespaces/messaging';
import { orders } from './namespaces/orders';
import { reviews } from './namespaces/reviews';
import { selfService } from './namespaces/self-service';
import { validation } from './namespaces/validation';

/**
 * The namespaces the web app reads: everything but the server-only ones (index.ts's `serverNamespaces`) and
 * the legal and admin texts, which their lazy chunks register. The web app itself never imports this module:
 * web-namespaces.ts decides which of them ship in its first load and fetches the others on demand. A feature
 * adds its namespace file under namespaces/ and one line here and one in web-namespaces.ts (or in index.ts
 * when only the server uses it).
 */
export const webNamespaces = {
  account,
  affiliates,
  cart,
  catalog,
  checkout,
  common,
  devices,
  errors,
  home,
  info,
  licences,
  messaging,
  orders,
  reviews,
  selfService,
  validation,
} satisfies Record<string, { fr: Messages; en: Messages }>;

export type WebNamespace = keyof typeof webNamespaces;
export const webNamespaceNames = Object.keys(webNamespaces) as WebNamespace[];
export const webResources = toResources(webNamespaces);
