import { formatMoney, leasePlans, type Product } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/shared/currency';
import { leasePricesIn } from '@/shared/format';

/**
 * The lease plans a product offers beside its one-off price, in the visitor's currency ("29,00 € / mois",
 * "US$32.00 per month"), nothing when it offers none (docs/rules/leases.md); "not offered in US dollars" when
 * none of its plans has a dollar price (docs/rules/currencies.md).
 */
export function LeasePrices({ product, className }: { product: Product; className?: string }) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const language = pickLanguage(i18n.language);
  const currency = useCurrency();
  if (product.monthlyPrice === null && product.yearlyPrice === null) return null;
  const prices = leasePricesIn(product, currency);
  const plans = leasePlans.flatMap((plan) => {
    const price = prices[plan];
    return price === null ? [] : [t(`lease.${plan}`, { price: formatMoney(price, language) })];
  });
  return (
    <p className={className} data-testid="lease-prices">
      <span className="text-slate-400">{t('lease.label')} </span>
      {plans.length > 0 ? plans.join(' · ') : t('common:currency.leaseUnavailable')}
    </p>
  );
}
