import { defineNamespace } from '../define';

/**
 * The day the legal and information texts last changed, printed on each such page ("Dernière mise à jour"): the
 * same on every render, server and browser alike, and moving only with the texts. legal-revision.test.ts fails
 * when the texts change and the fingerprint beside it does not, with the new fingerprint to write here along
 * with the day of the change.
 */
export const LEGAL_TEXTS_REVISED_ON = '2026-11-29';
export const LEGAL_TEXTS_FINGERPRINT = '70681b02';

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
