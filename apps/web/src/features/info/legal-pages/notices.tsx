import { legalNotices } from '@shop/i18n/legal-notices';
import { mergeTexts } from '@/shared/i18n';
import { LegalPage } from '../LegalPage';

mergeTexts('legal', legalNotices);

export const LegalNoticePage = () => <LegalPage group="legalNotice" />;
export const PrivacyPage = () => <LegalPage group="privacy" />;
