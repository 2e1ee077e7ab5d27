import { type ProductCategory, type ProductSort, productCategories } from '@shop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { earlyActionNames } from '@/shared/earlyActions';

const catalogSorts = [
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'rating_desc',
  'category_asc',
] as const satisfies readonly ProductSort[];

interface CatalogFiltersProps {
  category: ProductCategory | undefined;
  sort: ProductSort | undefined;
  search: string;
  onCategory(category: ProductCategory | undefined): void;
  onSort(sort: ProductSort | undefined): void;
  onSearch(search: string): void;
}

const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-brand-500 focus:outline-none';

/** Category filter, sort select and text search of /indicators. */
export function CatalogFilters(props: CatalogFiltersProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="grid gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 md:grid-cols-3">
      <div className="text-sm text-slate-300">
        <label htmlFor={`${id}-category`}>{t('filters.category')}</label>
        <select
          id={`${id}-category`}
          className={fieldClass}
          value={props.category ?? ''}
          data-early-action={earlyActionNames.catalogCategory}
          onChange={(event) =>
            props.onCategory((event.target.value || undefined) as ProductCategory | undefined)
          }
        >
          <option value="">{t('categories.all')}</option>
          {productCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm text-slate-300">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select
          id={`${id}-sort`}
          className={fieldClass}
          value={props.sort ?? ''}
          onChange={(event) => props.onSort((event.target.value || undefined) as ProductSort | undefined)}
        >
          <option value="">{t('sorts.default')}</option>
          {catalogSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm text-slate-300">
        <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          className={fieldClass}
          value={props.search}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={100}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
    </div>
  );
}
