import type { ProductCategory, ProductSort } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HydratedApart } from '@/shared/hydration/HydratedApart';
import { ProductGrid } from '@/shared/ui/ProductGrid';
import { catalogQuery, useProducts } from './api';
import { CatalogCard } from './components/CatalogCard';
import { CatalogFilters } from './components/CatalogFilters';

const SEARCH_DEBOUNCE_MS = 300;

/** /indicators: filter, sort and search live in the URL (?category=&sort=&search=). */
export function CatalogPage() {
  const { t, i18n } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const { category, sort, search = '' } = catalogQuery(params);
  const [searchInput, setSearchInput] = useState(search);

  const update = useCallback(
    (key: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The text box updates the URL (and so the query) once typing pauses.
  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = window.setTimeout(
      () => update('search', searchInput.trim() || undefined),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchInput, search, update]);

  const products = useProducts({ category, sort, search: search || undefined }, pickLanguage(i18n.language));

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-white">{t('title')}</h1>
      <p className="mt-2 text-slate-400">{t('subtitle')}</p>
      <div className="mt-8">
        {/* The filters hydrate before the cards, and at once when touched. */}
        <HydratedApart>
          <CatalogFilters
            category={category}
            sort={sort}
            search={searchInput}
            onCategory={(value: ProductCategory | undefined) => update('category', value)}
            onSort={(value: ProductSort | undefined) => update('sort', value)}
            onSearch={setSearchInput}
          />
        </HydratedApart>
      </div>
      <div className="mt-8">
        <HydratedApart>
          <ProductGrid
            query={products}
            empty={t('empty')}
            header={(shown) => (
              <p className="mb-4 text-sm text-slate-400" data-testid="result-count" data-result-count>
                {t('results', { count: shown.length })}
              </p>
            )}
            card={(product, index) => <CatalogCard product={product} lead={index === 0} />}
          />
        </HydratedApart>
      </div>
    </div>
  );
}
