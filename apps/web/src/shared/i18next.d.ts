import type { WebCatalogue } from '@shop/i18n/web';
import 'i18next';

/** Types every `t()` key against the catalogues: a key missing from them fails `npm run typecheck`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WebCatalogue;
  }
}
