import { pages } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/Button';

export function Hero() {
  const { t } = useTranslation('home');
  const showPremium = () =>
    document.getElementById('premium')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-slate-900 to-slate-950">
      <div className="mx-auto max-w-5xl px-4 py-24 text-center md:py-32">
        <p className="inline-block rounded-full border border-brand-500/40 bg-brand-500/10 px-4 py-1 text-sm text-brand-400">
          {t('hero.badge')}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-white md:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to={pages.catalog} className={buttonClass({ size: 'xl' })}>
            {t('hero.cta')}
          </Link>
          <button
            type="button"
            onClick={showPremium}
            className="rounded-lg border border-slate-600 px-6 py-3 font-semibold text-slate-100 hover:border-slate-400"
          >
            {t('hero.demo')}
          </button>
        </div>
      </div>
    </section>
  );
}
