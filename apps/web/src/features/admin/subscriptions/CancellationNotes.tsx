import type { AdminCancellationNote } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { useAdminCancellationNotes } from './api';

/**
 * Beside the reasons counted: what buyers wrote in the cancel dialog (docs/rules/leases.md), newest first, 20 a
 * page, with the product, the reason and the offer's answer.
 */
export function CancellationNotes() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = useAdminCancellationNotes(page);
  const answer = (row: AdminCancellationNote) =>
    t(`saveOffers.notes.answers.${row.offer === 'none' ? 'none' : row.accepted ? 'accepted' : 'declined'}`);

  return (
    <section
      className="space-y-3"
      data-testid="admin-cancellation-notes"
      aria-labelledby="cancellation-notes-title"
    >
      <h4 id="cancellation-notes-title" className="text-base font-semibold text-white">
        {t('saveOffers.notes.title')}
      </h4>
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) =>
          data.notes.length === 0 ? (
            <p className="text-slate-400">{t('saveOffers.notes.empty')}</p>
          ) : (
            <>
              <DataTable
                rows={data.notes}
                rowKey={(row) => row._id}
                rowTestId="admin-cancellation-note"
                columns={[
                  {
                    header: t('saveOffers.notes.date'),
                    cell: (row) => formatDate(row.createdAt, pickLanguage(i18n.language)),
                  },
                  { header: t('saveOffers.product'), cell: (row) => row.productName },
                  {
                    header: t('saveOffers.reasons'),
                    cell: (row) => t(`saveOffers.reasonNames.${row.reason}`),
                  },
                  { header: t('saveOffers.notes.note'), cell: (row) => row.note },
                  { header: t('saveOffers.notes.answer'), cell: answer },
                ]}
              />
              <Pager pagination={data.pagination} onPage={setPage} label={t('saveOffers.notes.title')} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
