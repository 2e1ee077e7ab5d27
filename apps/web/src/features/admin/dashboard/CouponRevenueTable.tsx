import { type CouponRevenueRow, formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/shared/ui/DataTable';

/** Revenue split by coupon (docs/rules/coupons.md): orders that used each code, what they brought, what it took off. */
export function CouponRevenueTable({ rows }: { rows: CouponRevenueRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const columns: Column<CouponRevenueRow>[] = [
    { header: t('couponRevenue.code'), cell: (row) => row.code, className: 'font-mono' },
    { header: t('couponRevenue.orders'), cell: (row) => row.orders, numeric: true },
    { header: t('couponRevenue.revenue'), cell: (row) => formatMoney(row.revenue, language), numeric: true },
    {
      header: t('couponRevenue.discount'),
      cell: (row) => formatMoney(row.discount, language),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="coupon-revenue-title">
      <h2 id="coupon-revenue-title" className="mb-3 text-lg font-semibold text-white">
        {t('couponRevenue.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-400">{t('couponRevenue.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.code}-${row.currency}`}
          rowTestId="coupon-revenue-row"
        />
      )}
    </section>
  );
}
