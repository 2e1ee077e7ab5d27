import type { AdminReview } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { AdminTable, QueryView } from '../components/AdminTable';
import { type ReviewFilter, useAdminReviews, useSetReviewVisibility } from './api';
import { HideReviewModal } from './HideReviewModal';

const filters: ReviewFilter[] = ['all', 'visible', 'hidden'];

/** Reviews: newest first, 20 a page, filtered by visibility; hide one with a reason (e-mailed) or show it again. */
export function ReviewsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reviews = useAdminReviews(filter, page);
  const show = useSetReviewVisibility();
  const close = useCallback(() => setHiding(null), []);

  return (
    <div data-testid="admin-reviews">
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm text-slate-300">
          {t('reviews.filterLabel')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as ReviewFilter);
            setPage(1);
          }}
          className="rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-white"
        >
          {filters.map((value) => (
            <option key={value} value={value}>
              {t(`reviews.filter.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {done && (
        <p role="status" className="mb-4 text-green-400" data-testid="review-visibility-saved">
          {done}
        </p>
      )}
      <QueryView query={reviews}>
        {(data) => (
          <AdminTable
            headers={[
              t('reviews.columns.product'),
              t('reviews.columns.author'),
              t('reviews.columns.stars'),
              t('reviews.columns.text'),
              t('reviews.columns.date'),
              t('reviews.columns.status'),
              t('shared.actions'),
            ]}
            empty={data.reviews.length === 0 && t('reviews.empty')}
            pagination={data.pagination}
            onPage={setPage}
          >
            {data.reviews.map((review) => (
              <tr key={review._id} data-testid="admin-review-row">
                <td>{review.productName}</td>
                <td>
                  {review.authorName}
                  <br />
                  <span className="text-xs text-slate-400">{review.authorEmail}</span>
                </td>
                <td>{review.stars}/5</td>
                <td className="max-w-md whitespace-pre-line" lang={review.language}>
                  {review.text}
                </td>
                <td>{formatDateTime(review.createdAt, language)}</td>
                <td>
                  {review.hidden
                    ? t('reviews.hiddenBecause', { reason: review.hiddenReason })
                    : t('reviews.visible')}
                </td>
                <td>
                  {review.hidden ? (
                    <button
                      type="button"
                      className="text-brand-400 hover:underline disabled:opacity-40"
                      disabled={show.isPending}
                      onClick={() =>
                        show.mutate(
                          { id: review._id, body: { hidden: false } },
                          { onSuccess: () => setDone(t('reviews.shown')) },
                        )
                      }
                    >
                      {t('reviews.show')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="text-red-400 hover:underline"
                      onClick={() => {
                        setDone(null);
                        setHiding(review);
                      }}
                    >
                      {t('reviews.hide')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
      {hiding && (
        <HideReviewModal
          review={hiding}
          onClose={close}
          onHidden={() => {
            setHiding(null);
            setDone(t('reviews.hidden'));
          }}
        />
      )}
    </div>
  );
}
