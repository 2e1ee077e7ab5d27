import { type AdminSaveOfferStats, leaseCancelReasons } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner } from '../components/AdminUi';
import { useAdminSaveOffers } from './api';
import { CancellationNotes } from './CancellationNotes';
import { SaveOfferEditor } from './SaveOfferEditor';

const reasonKeys = [...leaseCancelReasons, 'none'] as const;

/**
 * The Subscriptions tab's cancellations (docs/rules/leases.md): per leased product, its save offer (edited in
 * place), the reasons buyers gave when cancelling, the offers shown, accepted and declined, and the notes.
 */
export function SaveOffersPanel() {
  const { t } = useTranslation('admin');
  const list = useAdminSaveOffers();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const reasons = (row: AdminSaveOfferStats) =>
    reasonKeys
      .filter((key) => row.reasons[key] > 0)
      .map((key) => `${t(`saveOffers.reasonNames.${key}`)} ${row.reasons[key]}`)
      .join(' · ') || '—';

  return (
    <section className="space-y-3" data-testid="admin-save-offers" aria-labelledby="save-offers-title">
      <h3 id="save-offers-title" className="text-lg font-semibold text-white">
        {t('saveOffers.title')}
      </h3>
      <p className="text-sm text-slate-400">{t('saveOffers.hint')}</p>
      <ActionOutcomeBanner outcome={outcome} testId="admin-save-offer-outcome" />
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) =>
          data.products.length === 0 ? (
            <p className="text-slate-400">{t('saveOffers.empty')}</p>
          ) : (
            <DataTable
              rows={data.products}
              rowKey={(row) => row.productId}
              rowTestId="admin-save-offer-row"
              columns={[
                { header: t('saveOffers.product'), cell: (row) => row.productName },
                {
                  header: t('saveOffers.offer'),
                  cell: (row) => (
                    <SaveOfferEditor key={JSON.stringify(row.offer)} row={row} onOutcome={setOutcome} />
                  ),
                },
                { header: t('saveOffers.reasons'), testId: 'admin-save-offer-reasons', cell: reasons },
                { header: t('saveOffers.shown'), numeric: true, cell: (row) => row.shown },
                { header: t('saveOffers.accepted'), numeric: true, cell: (row) => row.accepted },
                { header: t('saveOffers.declined'), numeric: true, cell: (row) => row.declined },
              ]}
            />
          )
        }
      </QueryState>
      <CancellationNotes />
    </section>
  );
}
