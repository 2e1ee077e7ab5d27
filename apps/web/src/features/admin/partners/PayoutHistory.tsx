import { formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { useAffiliatePayouts } from './api';

/** The payouts recorded, newest first: each in its one currency, with the transfer's reference. */
export function PayoutHistory() {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const payouts = useAffiliatePayouts(page);
  return (
    <section aria-labelledby="partner-payouts-title" className="space-y-3" data-testid="partner-payouts">
      <h3 id="partner-payouts-title" className="text-lg font-semibold text-white">
        {t('admin.payouts.title')}
      </h3>
      <QueryState query={payouts} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) =>
          data.payouts.length === 0 ? (
            <p className="text-slate-400">{t('admin.payouts.empty')}</p>
          ) : (
            <>
              <DataTable
                rows={data.payouts}
                rowKey={(payout) => payout._id}
                rowTestId="partner-payout-row"
                columns={[
                  {
                    header: t('admin.payouts.paidAt'),
                    cell: (payout) => formatDateTime(payout.paidAt, language),
                  },
                  { header: t('admin.code'), className: 'font-mono', cell: (payout) => payout.affiliateCode },
                  {
                    header: t('admin.payouts.amount'),
                    numeric: true,
                    cell: (payout) => formatMoney(payout.amount, language),
                  },
                  { header: t('admin.reference'), cell: (payout) => payout.reference },
                  { header: t('admin.payouts.entries'), numeric: true, cell: (payout) => payout.entries },
                ]}
              />
              <Pager pagination={data.pagination} onPage={setPage} label={t('admin.payouts.title')} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
