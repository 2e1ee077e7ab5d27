import { useTranslation } from 'react-i18next';

/** A star rating drawn for the eye, read out as "4 stars out of 5". */
export function Stars({ stars }: { stars: number }) {
  const { t } = useTranslation('reviews');
  const full = Math.round(stars);
  return (
    <span className="text-accent-400">
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(Math.max(0, 5 - full))}
      </span>
      <span className="sr-only">{t('stars', { count: stars })}</span>
    </span>
  );
}
