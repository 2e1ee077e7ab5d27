import {
  type Currency,
  type CurrencyRevenueRow,
  formatMoney,
  money,
  type RecurringRevenue,
} from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/shared/ui/DataTable';

/** One currency's line: its orders' revenue and its leases' recurring revenue, every amount in that currency. */
type CurrencyLine = CurrencyRevenueRow & RecurringRevenue;

/** The currencies that sold something or lease something, euros first, each with all its figures. */
function linesOf(rows: CurrencyRevenueRow[], recurring: RecurringRevenue[]): CurrencyLine[] {
  const used = new Set<Currency>([
    ...rows.map((row) => row.currency),
    ...recurring.filter((entry) => entry.leases > 0).map((entry) => entry.currency),
  ]);
  return [...used].sort().map((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    const lease = recurring.find((candidate) => candidate.currency === currency);
    const zero = money(0, currency);
    return {
      currency,
      orders: row?.orders ?? 0,
      gross: row?.gross ?? zero,
      refunded: row?.refunded ?? zero,
      net: row?.net ?? zero,
      mrr: lease?.mrr ?? zero,
      leases: lease?.leases ?? 0,
    };
  });
}

/**
 * Revenue and recurring revenue side by side per currency (docs/rules/currencies.md): each currency its own row,
 * never added together: orders, taken, refunded, net, MRR and the active leases.
 */
export function CurrencyRevenueTable({
  rows,
  recurring,
}: {
  rows: CurrencyRevenueRow[];
  recurring: RecurringRevenue[];
}) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'currencyRevenue' });
  const language = pickLanguage(i18n.language);
  const columns: Column<CurrencyLine>[] = [
    { header: t('currency'), cell: (line) => line.currency.toUpperCase(), className: 'font-mono' },
    { header: t('orders'), cell: (line) => line.orders, numeric: true },
    { header: t('gross'), cell: (line) => formatMoney(line.gross, language), numeric: true },
    { header: t('refunded'), cell: (line) => formatMoney(line.refunded, language), numeric: true },
    { header: t('net'), cell: (line) => formatMoney(line.net, language), numeric: true },
    { header: t('mrr'), cell: (line) => formatMoney(line.mrr, language), numeric: true },
    { header: t('leases'), cell: (line) => line.leases, numeric: true },
  ];
  const lines = linesOf(rows, recurring);
  return (
    <section aria-labelledby="currency-revenue-title">
      <h2 id="currency-revenue-title" className="mb-3 text-lg font-semibold text-white">
        {t('title')}
      </h2>
      <p className="mb-3 text-sm text-slate-400">{t('note')}</p>
      {lines.length === 0 ? (
        <p className="text-slate-400">{t('empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={lines}
          rowKey={(line) => line.currency}
          rowTestId="currency-revenue-row"
        />
      )}
    </section>
  );
}
