import { pickLanguage } from '@shop/i18n/web';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/shared/site/useSellerIdentity';
import { ProductGrid } from '@/shared/ui/ProductGrid';
import { useProducts } from './api';
import { CatalogCard } from './components/CatalogCard';

/** Loads the third-party partner widget script, only when the server is configured with one. */
function PartnerWidget({ src }: { src: string }) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    container.appendChild(script);
    return () => script.remove();
  }, [src]);
  return (
    <section aria-label={t('free.partner')} className="mt-12" data-testid="partner-widget">
      <div ref={ref} />
    </section>
  );
}

/** /free: every product with price 0 (`free=true`). */
export function FreePage() {
  const { t, i18n } = useTranslation('catalog');
  const products = useProducts({ free: 'true' }, pickLanguage(i18n.language));
  const partnerWidgetUrl = usePublicConfig()?.partnerWidgetUrl;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-white">{t('free.title')}</h1>
      <p className="mt-2 text-slate-400">{t('free.subtitle')}</p>
      <div className="mt-8">
        <ProductGrid
          query={products}
          select={(all) => all.filter((product) => product.price.amount === 0)}
          empty={t('empty')}
          header={(shown) => (
            <p className="mb-4 text-sm text-accent-400" data-testid="free-count">
              {t('free.count', { count: shown.length })}
            </p>
          )}
          card={(product, index) => <CatalogCard product={product} lead={index === 0} />}
        />
      </div>
      {partnerWidgetUrl && <PartnerWidget src={partnerWidgetUrl} />}
    </div>
  );
}
