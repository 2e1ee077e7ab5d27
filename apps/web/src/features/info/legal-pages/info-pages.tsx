import { infoPages } from '@shop/i18n/info-pages';
import type { ReactNode } from 'react';
import { mergeTexts } from '@/shared/i18n';
import { LegalPage } from '../LegalPage';

mergeTexts('legal', infoPages);

export const AboutPage = () => <LegalPage group="about" />;
export const FaqPage = () => <LegalPage group="faq" />;
export const HelpPage = () => <LegalPage group="help" />;

/** /support: support text, then the contact form given by the router. */
export function SupportPage({ contact }: { contact: ReactNode }) {
  return <LegalPage group="support">{contact}</LegalPage>;
}
