import { emails } from './namespaces/emails';
import { toResources, webNamespaces } from './web';

export * from './web';

/** Every namespace: the web ones plus the server-only ones (e-mails, used by the server alone). */
const namespaces = { ...webNamespaces, emails };

export type Namespace = keyof typeof namespaces;
export const namespaceNames = Object.keys(namespaces) as Namespace[];
export const resources = toResources(namespaces);
