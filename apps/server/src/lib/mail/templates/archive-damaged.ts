import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface ArchiveDamagedInput {
  /** The shop's support mailbox: the seller. */
  to: string;
  language: Language;
  /** The changed documents, as `FA-2026-000012 (invoices/….pdf)`. */
  documents: string[];
  seller: SellerIdentity;
}

/** Tells the seller that the archive check found documents whose file changed (docs/rules/invoices.md). */
export function archiveDamagedMail(input: ArchiveDamagedInput): OutgoingMail {
  const t = translator(input.language, 'emails:archiveDamaged.');
  const params = { count: input.documents.length };
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [t('body', params), input.documents.join('\n')],
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', params),
    text,
    html,
    template: 'archive-damaged',
    language: input.language,
  };
}
