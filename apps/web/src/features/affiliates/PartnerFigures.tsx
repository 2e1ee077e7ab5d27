import { type AffiliateCommission, type AffiliateCurrencyTotals, formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { useAffiliateCommissions } from './api';

/**
 * The partner's commission, one row per currency: each amount stays in its own currency and no total adds
 * two of them (docs/rules/currencies.md).
 */
export function PartnerTotals({ totals }: { totals: AffiliateCurrencyTotals[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  return (
    <section aria-labelledby="partner-totals-title" data-testid="partner-totals">
      <h3 id="partner-totals-title" className="mb-1 text-lg font-semibold text-white">
        {t('area.totals.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-400">{t('area.totals.pendingHint')}</p>
      {totals.length === 0 ? (
        <p className="text-slate-300" data-testid="partner-totals-empty">
          {t('area.totals.none')}
        </p>
      ) : (
        <DataTable
          rows={totals}
          rowKey={(row) => row.currency}
          rowTestId="partner-currency"
          rowData={(row) => ({ 'data-currency': row.currency })}
          columns={[
            { header: t('area.totals.currency'), cell: (row) => row.currency.toUpperCase() },
            { header: t('area.totals.orders'), numeric: true, cell: (row) => row.orders },
            {
              header: t('area.totals.pending'),
              numeric: true,
              testId: 'partner-pending',
              cell: (row) => formatMoney(row.pending, language),
            },
            {
              header: t('area.totals.payable'),
              numeric: true,
              testId: 'partner-payable',
              cell: (row) => formatMoney(row.payable, language),
            },
            {
              header: t('area.totals.paid'),
              numeric: true,
              testId: 'partner-paid',
              cell: (row) => formatMoney(row.paid, language),
            },
          ]}
        />
      )}
    </section>
  );
}

/** The partner's ledger, newest first, twenty entries a page: no buyer's data, the order by its short id. */
export function PartnerCommissions() {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const list = useAffiliateCommissions(page);
  const status = (entry: AffiliateCommission) =>
    t(`area.commissions.statuses.${entry.status}`, {
      date: formatDate(entry.payableAt, language),
      reference: entry.payoutReference ?? '',
    });

  return (
    <QueryState query={list}>
      {({ commissions, pagination }) =>
        commissions.length === 0 ? null : (
          <section aria-labelledby="partner-commissions-title" data-testid="partner-commissions">
            <h3 id="partner-commissions-title" className="mb-3 text-lg font-semibold text-white">
              {t('area.commissions.title')}
            </h3>
            <DataTable
              rows={commissions}
              rowKey={(entry) => entry._id}
              rowTestId="partner-commission"
              stackedOnPhone
              columns={[
                {
                  header: t('area.commissions.date'),
                  cell: (entry) => formatDate(entry.createdAt, language),
                },
                {
                  header: t('area.commissions.order'),
                  className: 'font-mono',
                  cell: (entry) => entry.orderShortId,
                },
                { header: t('area.commissions.product'), cell: (entry) => entry.productName },
                {
                  header: t('area.commissions.kind'),
                  cell: (entry) => t(`area.commissions.kinds.${entry.kind}`),
                },
                {
                  header: t('area.commissions.amount'),
                  numeric: true,
                  testId: 'partner-commission-amount',
                  cell: (entry) => formatMoney(entry.amount, language),
                },
                { header: t('area.commissions.status'), cell: status },
              ]}
            />
            {pagination.total > 1 && (
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('area.commissions.previous')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={page >= pagination.total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('area.commissions.next')}
                </Button>
              </div>
            )}
          </section>
        )
      }
    </QueryState>
  );
}
