import { loadNamespaces } from '@/shared/i18n';

/** The forms' chunk and the error texts they show, fetched together. */
export function loadForms() {
  return Promise.all([import('./forms'), loadNamespaces(['errors'])]).then(([forms]) => forms);
}
