import { pickLanguage } from '@shop/i18n/web';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { useProductReviews } from './api';
import { HowReviewsAreChecked } from './HowReviewsAreChecked';
import { Stars } from './Stars';

/** The review form (with the contracts' schemas it checks against): below the fold, fetched once idle. */
const ReviewFormArea = lazyWhenIdle(() => import('./ReviewForm').then((m) => m.ReviewFormArea));

/**
 * The product page's reviews: how they are checked, the reader's own form, then the visible reviews, newest
 * first, in the reader's language unless they ask for the other one too, one page at a time.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('reviews');
  const language = pickLanguage(i18n.language);
  const [otherLanguage, setOtherLanguage] = useState(false);
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, language, otherLanguage, page);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-12 space-y-6" data-testid="product-reviews">
      <h2 id={headingId} className="text-2xl font-bold text-white">
        {t('title')}
      </h2>
      <HowReviewsAreChecked />
      <Suspense fallback={null}>
        <ReviewFormArea productId={productId} />
      </Suspense>
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          checked={otherLanguage}
          onChange={(event) => {
            setOtherLanguage(event.target.checked);
            setPage(1);
          }}
          className="accent-brand-500"
        />
        {t('otherLanguage')}
      </label>
      <QueryState query={reviews}>
        {(list) =>
          list.reviews.length === 0 ? (
            <p className="text-slate-400" data-testid="reviews-empty">
              {otherLanguage ? t('none') : t('noneInLanguage')}
            </p>
          ) : (
            <>
              <ol className="space-y-4" data-testid="review-list">
                {list.reviews.map((review) => (
                  <li
                    key={review._id}
                    lang={review.language}
                    className="rounded-xl border border-slate-800 bg-slate-900 p-5"
                    data-testid="review"
                  >
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <Stars stars={review.stars} />
                      <span className="font-semibold text-white">
                        {t('byAuthor', {
                          author: review.author,
                          date: formatDate(review.createdAt, language),
                        })}
                      </span>
                      <span className="rounded bg-green-500/10 px-2 py-0.5 text-xs text-green-300">
                        {t('verified')}
                      </span>
                      {review.updatedAt !== review.createdAt && (
                        <span className="text-xs text-slate-400">({t('edited')})</span>
                      )}
                    </p>
                    <p className="mt-2 whitespace-pre-line text-slate-200">{review.text}</p>
                  </li>
                ))}
              </ol>
              {list.pagination.total > 1 && (
                <div className="flex gap-2">
                  {page > 1 && (
                    <Button variant="secondary" size="sm" onClick={() => setPage(page - 1)}>
                      ← {t('newer')}
                    </Button>
                  )}
                  {page < list.pagination.total && (
                    <Button variant="secondary" size="sm" onClick={() => setPage(page + 1)}>
                      {t('more')} →
                    </Button>
                  )}
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
