import { formatMoney, type Money } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { useProductStats } from './api';

/**
 * Product count, revenue, sales and average basket (revenue / sales, 0.00 without sales); revenue and basket
 * show one amount per currency side by side, never added together (docs/rules/currencies.md).
 */
export function ProductStatsCards() {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'products' });
  const language = pickLanguage(i18n.language);
  const stats = useProductStats();
  const perCurrency = (amounts: Money[]) =>
    amounts.map((amount) => formatMoney(amount, language)).join(' · ');
  if (!stats.data) return null;
  const cards = [
    ['totalProducts', String(stats.data.totalProducts)],
    ['totalRevenue', perCurrency(stats.data.totalRevenue)],
    ['totalSales', String(stats.data.totalSales)],
    ['averageBasket', perCurrency(stats.data.averageBasket)],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(([key, value]) => (
        <div
          key={key}
          className="rounded-xl border border-slate-800 bg-slate-900/60 p-4"
          data-testid={`stat-${key}`}
        >
          <dt className="text-sm text-slate-400">{t(`stats.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
