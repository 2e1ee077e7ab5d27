import type { CurrencyRevenueRow } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/shared/format';
import { type Column, DataTable } from '@/shared/ui/DataTable';

/** Revenue split by currency (docs/rules/currencies.md): each currency its own row, never added together. */
export function CurrencyRevenueTable({ rows }: { rows: CurrencyRevenueRow[] }) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'currencyRevenue' });
  const language = pickLanguage(i18n.language);
  const money = (row: CurrencyRevenueRow, amount: number) => formatPrice(amount, language, row.currency);
  const columns: Column<CurrencyRevenueRow>[] = [
    { header: t('currency'), cell: (row) => row.currency.toUpperCase(), className: 'font-mono' },
    { header: t('orders'), cell: (row) => row.orders, numeric: true },
    { header: t('gross'), cell: (row) => money(row, row.gross), numeric: true },
    { header: t('refunded'), cell: (row) => money(row, row.refunded), numeric: true },
    { header: t('net'), cell: (row) => money(row, row.net), numeric: true },
  ];
  return (
    <section aria-labelledby="currency-revenue-title">
      <h2 id="currency-revenue-title" className="mb-3 text-lg font-semibold text-white">
        {t('title')}
      </h2>
      <p className="mb-3 text-sm text-slate-400">{t('note')}</p>
      {rows.length === 0 ? (
        <p className="text-slate-400">{t('empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.currency}
          rowTestId="currency-revenue-row"
        />
      )}
    </section>
  );
}
