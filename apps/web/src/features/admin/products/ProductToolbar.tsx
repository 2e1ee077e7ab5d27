import {
  type AdminProductSort,
  adminProductSorts,
  type ProductCategory,
  productCategories,
} from '@shop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '@/shared/ui/fieldClass';

interface ProductToolbarProps {
  category: ProductCategory | undefined;
  search: string;
  sort: AdminProductSort;
  onCategory(category: ProductCategory | undefined): void;
  onSearch(search: string): void;
  onSort(sort: AdminProductSort): void;
}

/**
 * Quick category filters, search and the five sorts of docs/rules/back-office.md. The filters are the shop's real
 * categories (volume, niveaux, analyse): the older Volume/Trend/Support/Volatility labels match no
 * product, so they would only ever show an empty list.
 */
export function ProductToolbar(props: ProductToolbarProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: tc } = useTranslation('catalog');
  const id = useId();
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-brand-500 bg-brand-600 text-white' : 'border-slate-700 text-slate-300 hover:bg-slate-800'}`;
  return (
    <div className="space-y-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('filters.categories')}</legend>
        <button
          type="button"
          aria-pressed={!props.category}
          className={chip(!props.category)}
          onClick={() => props.onCategory(undefined)}
        >
          {t('filters.all')}
        </button>
        {productCategories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={props.category === category}
            className={chip(props.category === category)}
            onClick={() => props.onCategory(category)}
            data-testid={`category-${category}`}
          >
            {tc(`categories.${category}`)}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="text-sm text-slate-300">
          <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            className={`mt-1 ${fieldClass('sm')}`}
            value={props.search}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => props.onSearch(event.target.value)}
            data-testid="product-search"
          />
        </div>
        <div className="text-sm text-slate-300">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            className={`mt-1 ${fieldClass('sm')}`}
            value={props.sort}
            onChange={(event) => props.onSort(event.target.value as AdminProductSort)}
            data-testid="product-sort"
          >
            {adminProductSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
