import type { Language } from '@shop/i18n';
import type { InvoiceDocument } from '../../lib/db/schema';

/**
 * The languages a document issued now is printed in (docs/rules/invoices.md): French always, for the seller's
 * French books; a buyer reading another language gets it beside the French, label by label.
 */
export function documentLanguages(buyerLanguage: Language): Language[] {
  return buyerLanguage === 'fr' ? ['fr'] : ['fr', buyerLanguage];
}

/** The languages a snapshot prints in: its own list, or for one from before it was kept, its language alone. */
export function printedLanguages(document: Pick<InvoiceDocument, 'language' | 'printedIn'>): Language[] {
  return document.printedIn && document.printedIn.length > 0 ? document.printedIn : [document.language];
}
