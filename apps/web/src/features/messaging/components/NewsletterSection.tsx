import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { loadForms } from './loadForms';

const NewsletterForm = lazyWhenIdle(() => loadForms().then((forms) => forms.NewsletterForm));

interface NewsletterSectionProps {
  /** Recorded with the subscription (which form it came from). */
  source?: string;
}

/**
 * The home page's newsletter block. Its texts are in the first load; the form (with its own texts) comes once
 * the page is idle, an empty frame of its height holding its place until then.
 */
export function NewsletterSection({ source = 'home' }: NewsletterSectionProps) {
  const { t } = useTranslation('messaging');
  return (
    <section
      id="newsletter"
      className="scroll-mt-20 border-y border-slate-800 bg-slate-900/60"
      data-testid="newsletter-section"
    >
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold text-white">{t('newsletter.title')}</h2>
        <p className="mt-3 text-slate-400">{t('newsletter.subtitle')}</p>
        <Suspense fallback={<div className="mx-auto mt-8 min-h-[7.5rem] max-w-xl sm:min-h-[3.5rem]" />}>
          <NewsletterForm source={source} />
        </Suspense>
        <p className="mt-4 text-xs text-slate-500">{t('newsletter.privacy')}</p>
      </div>
    </section>
  );
}
