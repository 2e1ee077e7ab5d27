import { defineNamespace } from '../define';

/** What every legal and information page reads besides its own texts: the date line and an unset seller field. */
export const legalShared = defineNamespace({
  fr: {
    lastUpdated: 'Dernière mise à jour : {{date}}',
    sellerNotSet: '(non renseigné)',
  },
  en: {
    lastUpdated: 'Last updated: {{date}}',
    sellerNotSet: '(not set yet)',
  },
});
