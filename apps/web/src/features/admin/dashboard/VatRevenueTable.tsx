import { formatMoney, type VatRevenueRow } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/shared/forms/countries';
import { type Column, DataTable } from '@/shared/ui/DataTable';

/** Invoiced revenue by VAT rate and country, net and VAT apart (docs/rules/vat.md): what a VAT return adds up. */
export function VatRevenueTable({ rows }: { rows: VatRevenueRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const columns: Column<VatRevenueRow>[] = [
    { header: t('dashboard.vat.country'), cell: (row) => countryName(row.country, language) },
    {
      header: t('dashboard.vat.rate'),
      cell: (row) =>
        row.reverseCharge ? t('dashboard.vat.reverseCharge') : `${rate.format(row.ratePercent)} %`,
    },
    { header: t('dashboard.vat.invoices'), cell: (row) => row.invoices, numeric: true },
    { header: t('dashboard.vat.net'), cell: (row) => formatMoney(row.net, language), numeric: true },
    { header: t('dashboard.vat.vat'), cell: (row) => formatMoney(row.vat, language), numeric: true },
    { header: t('dashboard.vat.gross'), cell: (row) => formatMoney(row.gross, language), numeric: true },
  ];
  return (
    <section aria-labelledby="vat-revenue-title">
      <h2 id="vat-revenue-title" className="mb-3 text-lg font-semibold text-white">
        {t('dashboard.vat.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-400">{t('dashboard.vat.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.country}-${row.ratePercent}-${row.reverseCharge}-${row.currency}`}
          rowTestId="vat-revenue-row"
        />
      )}
    </section>
  );
}
