import { pages } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/Button';

const testimonialKeys = ['t1', 't2', 't3'] as const;

export function FinalCta() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <div className="rounded-2xl border border-brand-500/30 bg-gradient-to-r from-brand-600/20 to-accent-500/10 p-10 text-center">
        <h2 className="text-3xl font-bold text-white">{t('finalCta.title')}</h2>
        <p className="mt-3 text-slate-300">{t('finalCta.text')}</p>
        <Link to={pages.catalog} className={buttonClass({ size: 'xl', className: 'mt-8 inline-block' })}>
          {t('finalCta.button')}
        </Link>
      </div>
    </section>
  );
}

/** Sample testimonials with their disclosure. */
export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold text-white">{t('testimonials.title')}</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonialKeys.map((key) => (
          <figure key={key} className="rounded-xl border border-slate-800 bg-slate-900 p-6">
            <blockquote className="text-slate-200">“{t(`testimonials.${key}.quote`)}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-white">{t(`testimonials.${key}.author`)}</span>
              <span className="text-slate-400"> · {t(`testimonials.${key}.role`)}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">{t('testimonials.disclaimer')}</p>
    </section>
  );
}
