import { formatMoney, type PaymentReminderStats } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/shared/ui/DataTable';

/**
 * The payment reminders per currency (docs/rules/checkout.md, "Payment reminder"): e-mails sent, how many were
 * followed by a payment and what those payments brought in, one row per currency, never added across.
 */
export function PaymentRemindersTable({ rows }: { rows: PaymentReminderStats[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const columns: Column<PaymentReminderStats>[] = [
    { header: t('dashboard.reminders.currency'), cell: (row) => row.currency.toUpperCase() },
    { header: t('dashboard.reminders.sent'), cell: (row) => row.sent, numeric: true },
    { header: t('dashboard.reminders.recovered'), cell: (row) => row.recovered, numeric: true },
    {
      header: t('dashboard.reminders.revenue'),
      cell: (row) => formatMoney(row.recoveredRevenue, language),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="payment-reminders-title">
      <h2 id="payment-reminders-title" className="mb-3 text-lg font-semibold text-white">
        {t('dashboard.reminders.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-400">{t('dashboard.reminders.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.currency}
          rowTestId="payment-reminders-row"
        />
      )}
    </section>
  );
}
