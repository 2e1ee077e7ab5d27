import { defineNamespace } from '../define';
import { accessibilityStatement } from './accessibilityStatement';
import { infoPages } from './infoPages';
import { legalNotices } from './legalNotices';
import { legalShared } from './legalShared';
import { saleTerms } from './saleTerms';

/**
 * Texts of the legal and information pages: legal notice, privacy, terms of sale, cookies, refunds,
 * about, FAQ, help, support and the accessibility statement. Each page has a title, an intro and numbered sections
 * (`heading`, `body`); bodies are plain text, paragraphs separated by a blank line, bullets start with "- ".
 * A page's chunk brings only the part it shows (apps/web/src/features/info/legal-pages); the whole namespace
 * gives the types, the catalogue checks and the lazy loader's safety net.
 */
export const legal = defineNamespace({
  fr: {
    ...legalShared.fr,
    accessibility: accessibilityStatement.fr,
    ...legalNotices.fr,
    ...saleTerms.fr,
    ...infoPages.fr,
  },
  en: {
    ...legalShared.en,
    accessibility: accessibilityStatement.en,
    ...legalNotices.en,
    ...saleTerms.en,
    ...infoPages.en,
  },
});
