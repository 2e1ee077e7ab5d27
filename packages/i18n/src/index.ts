import type { KeyPaths } from './define';
import { toResources } from './define';
import { admin } from './namespaces/admin/index';
import { checkoutEmails } from './namespaces/checkout-emails';
import { cookieBanner } from './namespaces/cookie-banner';
import { documents } from './namespaces/documents';
import { emails } from './namespaces/emails';
import { fields } from './namespaces/fields';
import { leaseEmails } from './namespaces/lease-emails';
import { legal } from './namespaces/legal';
import { licenceEmails } from './namespaces/licence-emails';
import { releaseEmails } from './namespaces/release-emails';
import { reports } from './namespaces/reports';
import { sandbox } from './namespaces/sandbox';
import { seo } from './namespaces/seo';
import { trialEmails } from './namespaces/trial-emails';
import { webhookEmails } from './namespaces/webhook-emails';
import type { ErrorCode } from './web';
import { webNamespaces } from './web-catalogues';

export * from './language-schema';
export * from './web';
export * from './web-catalogues';

/**
 * Server-only namespaces: texts the server renders (invoice PDF, e-mails, maintenance reports, page heads,
 * the payment sandbox's pages, field names in validation answers). Nothing in the web app imports this file, so they never reach the browser
 * bundle.
 */
export const serverNamespaces = {
  checkoutEmails,
  documents,
  emails,
  fields,
  leaseEmails,
  licenceEmails,
  releaseEmails,
  reports,
  sandbox,
  seo,
  trialEmails,
  webhookEmails,
};

/** Every namespace: the web app's (up front or lazy), the server-only ones and those that web chunks bring along. */
const namespaces = { ...webNamespaces, ...serverNamespaces, admin, cookieBanner, legal };

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];
export const resources = toResources(namespaces);

/** The shape of every catalogue, for typing keys (`i18next` CustomTypeOptions on the server). */
export type Catalogue = (typeof resources)['fr'];
/** Any text the server can translate: an error code or `namespace:path.to.key`. */
export type TranslationKey = ErrorCode | { [N in Namespace]: `${N}:${KeyPaths<Catalogue[N]>}` }[Namespace];
