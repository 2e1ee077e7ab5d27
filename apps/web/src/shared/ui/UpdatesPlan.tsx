import { useTranslation } from 'react-i18next';

/**
 * What a one-time purchase includes in updates: "Updates for 12 months", or, where `lifetime` asks for it,
 * "Lifetime updates" (a product with every update otherwise says nothing new).
 */
export function UpdatesPlan({
  months,
  lifetime = false,
  className,
}: {
  months: number | null | undefined;
  lifetime?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  if (months == null && !lifetime) return null;
  return (
    <p className={className} data-testid="updates-plan">
      {months == null ? t('updates.lifetime') : t('updates.months', { count: months })}
    </p>
  );
}
