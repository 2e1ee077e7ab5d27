import type { Language } from '@shop/i18n/language';
import { lazyNamespaces } from '@shop/i18n/web-namespaces';
import { type LazyNamespace, loadNamespaces, textsIn } from '@/shared/i18n';

/** The app's own i18n set-up (shared/i18n.ts) with every lazy namespace loaded, as the routes load them. */
export async function loadAllTexts(): Promise<void> {
  await loadNamespaces(Object.keys(lazyNamespaces) as LazyNamespace[]);
}

/** The real text of a key in one language, from the catalogues the component reads. */
export function textOf(language: Language): ReturnType<typeof textsIn>['t'] {
  return textsIn(language).t;
}
