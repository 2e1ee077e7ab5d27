import { pageLinks } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReviewHighlights } from './api';
import { Stars } from './Stars';

/**
 * The home page's testimonials: real visible reviews, best rated then newest, the author as first name and
 * initial. Nothing at all while there is none (never sample quotes: docs/rules/reviews.md).
 */
export function ReviewTestimonials() {
  const { t, i18n } = useTranslation('reviews');
  const language = pickLanguage(i18n.language);
  const highlights = useReviewHighlights(language);
  if (!highlights.data || highlights.data.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" data-testid="testimonials">
      <h2 className="text-center text-3xl font-bold text-white">{t('testimonials.title')}</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {highlights.data.map((review) => (
          <figure key={review._id} className="rounded-xl border border-slate-800 bg-slate-900 p-6">
            <Stars stars={review.stars} />
            <blockquote lang={review.language} className="mt-2 text-slate-200">
              “{review.text}”
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-white">{review.author}</span>
              <span className="text-slate-400">
                {' '}
                · {t('verified')} ·{' '}
                <Link to={pageLinks.product(review.productSlug)} className="text-brand-400 hover:underline">
                  {t('testimonials.about', { product: review.productName })}
                </Link>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">{t('testimonials.note')}</p>
    </section>
  );
}
