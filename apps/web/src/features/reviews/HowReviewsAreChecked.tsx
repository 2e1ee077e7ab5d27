import { useTranslation } from 'react-i18next';

/** Directive (EU) 2019/2161: how the shop checks that reviews come from buyers, shown next to them. */
export function HowReviewsAreChecked() {
  const { t } = useTranslation('reviews');
  return (
    <p className="text-sm text-slate-400" data-testid="reviews-how-checked">
      {t('howChecked')}
    </p>
  );
}
