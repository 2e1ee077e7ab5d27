import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HydratedApart } from '@/shared/hydration/HydratedApart';
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
      {/* Each section hydrates apart, in slices, the one the visitor touches first. */}
      <HydratedApart>
        <Hero />
      </HydratedApart>
      <HydratedApart>
        <FeatureBlocks />
      </HydratedApart>
      <HydratedApart>
        <TradingStyles />
      </HydratedApart>
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <PremiumGrid />
      </Suspense>
      <HydratedApart>
        <FinalCta />
      </HydratedApart>
      {testimonials}
      <HydratedApart>{newsletter}</HydratedApart>
      <section id="contact" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-white">{t('contactSection.title')}</h2>
        <p className="mt-3 text-center text-slate-400">{t('contactSection.subtitle')}</p>
        <div className="mt-8">
          <HydratedApart>{contact}</HydratedApart>
        </div>
      </section>
      <Suspense fallback={null}>
        <GuaranteePopup />
      </Suspense>
    </div>
  );
}
