import type { Product } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/shared/format';

/**
 * The lease plans a product offers beside its one-off price ("29,00 € / mois", "€29.00 per month"), nothing
 * when it offers none (docs/rules/leases.md).
 */
export function LeasePrices({ product, className }: { product: Product; className?: string }) {
  const { t, i18n } = useTranslation('catalog');
  const language = pickLanguage(i18n.language);
  const plans = [
    product.monthlyPrice === null
      ? null
      : t('lease.monthly', { price: formatPrice(product.monthlyPrice, language) }),
    product.yearlyPrice === null
      ? null
      : t('lease.yearly', { price: formatPrice(product.yearlyPrice, language) }),
  ].filter((plan) => plan !== null);
  if (plans.length === 0) return null;
  return (
    <p className={className} data-testid="lease-prices">
      <span className="text-slate-400">{t('lease.label')} </span>
      {plans.join(' · ')}
    </p>
  );
}
