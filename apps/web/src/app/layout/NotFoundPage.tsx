import { pages } from '@shop/contracts';
import { commonNotFound } from '@shop/i18n/common-not-found';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mergeTexts } from '@/shared/i18n';
import { buttonClass } from '@/shared/ui/Button';
import { PageTitle } from '@/shared/ui/PageTitle';

// Its texts come with this chunk, like its code.
mergeTexts('common', commonNotFound);

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-400">404</p>
      <PageTitle title={t('notFound.title')} />
      <h1 className="mt-4 text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-400">{t('notFound.body')}</p>
      <div className="mt-8 flex justify-center gap-4">
        <Link to={pages.home} className={buttonClass({ size: 'lg' })}>
          {t('notFound.home')}
        </Link>
        <Link
          to={pages.catalog}
          className="rounded-lg border border-slate-700 px-5 py-2.5 hover:border-slate-500"
        >
          {t('notFound.catalogue')}
        </Link>
      </div>
    </section>
  );
}
