import { saleTerms } from '@shop/i18n/sale-terms';
import { mergeTexts } from '@/shared/i18n';
import { LegalPage } from '../LegalPage';

mergeTexts('legal', saleTerms);

export const TermsPage = () => <LegalPage group="terms" />;
export const CookiesPage = () => <LegalPage group="cookies" />;
export const RefundPage = () => <LegalPage group="refund" />;
