import { accessibilityStatement } from '@shop/i18n/accessibility-statement';
import { mergeTexts } from '@/shared/i18n';
import { LegalPage } from '../LegalPage';

mergeTexts('legal', {
  fr: { accessibility: accessibilityStatement.fr },
  en: { accessibility: accessibilityStatement.en },
});

export const AccessibilityPage = () => <LegalPage group="accessibility" />;
