import { admin } from './namespaces/admin/index';
import { emails } from './namespaces/emails';
import { legal } from './namespaces/legal';
import { seo } from './namespaces/seo';
import { toResources, webNamespaces } from './web';

export * from './web';

/**
 * Every namespace: the ones the web app loads up front, e-mails and page-head texts (server only) and the
 * lazily loaded legal texts and admin panel.
 */
const namespaces = { ...webNamespaces, admin, emails, legal, seo };

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];
export const resources = toResources(namespaces);
