import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { FeatureBlocks, TradingStyles } from './components/FeatureBlocks';
import { FinalCta } from './components/FinalCta';
import { Hero } from './components/Hero';

// The premium cards (with the shared card and grid): rendered by the server, hydrated once the page is idle.
const PremiumGrid = lazyWhenIdle(() =>
  import('./components/PremiumGrid').then((module) => module.PremiumGrid),
);

// Opens 5 s after the page at the earliest: its code (and the dialog's) need not be in the first load.
const GuaranteePopup = lazyWhenIdle(() =>
  import('./components/GuaranteePopup').then((module) => module.GuaranteePopup),
);

interface HomePageProps {
  /** The newsletter form (built by another feature, composed by the router). */
  newsletter: ReactNode;
  /** The contact form, placed inside the `#contact` section. */
  contact: ReactNode;
  /** Testimonials from real reviews (the reviews feature); it renders nothing while there is none. */
  testimonials: ReactNode;
}

export function HomePage({ newsletter, contact, testimonials }: HomePageProps) {
  const { t } = useTranslation('home');

  return (
    <div data-testid="home-page">
      <Hero />
      <FeatureBlocks />
      <TradingStyles />
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <PremiumGrid />
      </Suspense>
      <FinalCta />
      {testimonials}
      {newsletter}
      <section id="contact" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-white">{t('contactSection.title')}</h2>
        <p className="mt-3 text-center text-slate-400">{t('contactSection.subtitle')}</p>
        <div className="mt-8">{contact}</div>
      </section>
      <Suspense fallback={null}>
        <GuaranteePopup />
      </Suspense>
    </div>
  );
}
