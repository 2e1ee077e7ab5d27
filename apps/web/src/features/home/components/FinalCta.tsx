import { pages } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/Button';

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
