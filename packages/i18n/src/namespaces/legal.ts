import { defineNamespace } from '../define';
import { accessibilityStatement } from './accessibilityStatement';
import { infoPages } from './infoPages';
import { legalNotices } from './legalNotices';
import { saleTerms } from './saleTerms';

/**
 * Texts of the legal and information pages: legal notice, privacy, terms of sale, cookies, refunds,
 * about, FAQ, help, support and the accessibility statement. Each page has a title, an intro and numbered sections
 * (`heading`, `body`); bodies are plain text, paragraphs separated by a blank line, bullets start with "- ".
 */
export const legal = defineNamespace({
  fr: {
    lastUpdated: 'Dernière mise à jour : {{date}}',
    sellerNotSet: '(non renseigné)',
    accessibility: accessibilityStatement.fr,
    ...legalNotices.fr,
    ...saleTerms.fr,
    ...infoPages.fr,
  },
  en: {
    lastUpdated: 'Last updated: {{date}}',
    sellerNotSet: '(not set yet)',
    accessibility: accessibilityStatement.en,
    ...legalNotices.en,
    ...saleTerms.en,
    ...infoPages.en,
  },
});
