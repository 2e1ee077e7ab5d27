import type { AdminProduct } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatDateTime, moneyLabel } from '@/shared/format';
import { buttonClass } from '@/shared/ui/Button';
import { fieldClass } from '@/shared/ui/fieldClass';
import { PublicationButton } from './PublicationButton';
import type { StagedPrice, StagedPrices } from './priceRules';

const badge = 'mt-1 inline-block rounded bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-300';

export type RowAction = 'price' | 'history' | 'edit';

interface ProductTableProps {
  products: AdminProduct[];
  /** Staged prices when bulk mode is on; undefined otherwise. */
  staged: StagedPrices | undefined;
  defaultReason: string;
  onStage(productId: string, change: StagedPrice | undefined): void;
  onAction(action: RowAction, product: AdminProduct): void;
}

export function ProductTable({ products, staged, defaultReason, onStage, onAction }: ProductTableProps) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: tc } = useTranslation('catalog');
  const { t: ts } = useTranslation('admin', { keyPrefix: 'shared' });
  const language = pickLanguage(i18n.language);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className="w-full text-left text-sm text-slate-300">
        <thead className="bg-slate-900 text-xs uppercase text-slate-400">
          <tr>
            <th className="px-3 py-2">{t('table.product')}</th>
            <th className="px-3 py-2">{t('table.category')}</th>
            <th className="px-3 py-2 text-right">{t('table.price')}</th>
            {staged && <th className="px-3 py-2">{t('table.newPrice')}</th>}
            {staged && <th className="px-3 py-2">{t('table.reason')}</th>}
            <th className="px-3 py-2 text-right">{t('table.stock')}</th>
            <th className="px-3 py-2">{t('table.updated')}</th>
            {!staged && <th className="px-3 py-2">{ts('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const change = staged?.[product._id];
            return (
              <tr
                key={product._id}
                className="border-t border-slate-800"
                data-testid={`product-row-${product.slug}`}
              >
                <td className="px-3 py-2">
                  <div className="font-medium text-white">{product.name}</div>
                  <div className="text-xs text-slate-500">{product.slug}</div>
                  {!product.published && (
                    <span className={badge} data-testid="product-off-sale">
                      {t('publication.offSale')}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{tc(`categories.${product.category}`)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap" data-testid="product-price">
                  {moneyLabel(product.price, language, t('free'))}
                </td>
                {staged && (
                  <td className="px-3 py-2">
                    <input
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      className={`${fieldClass('sm')} w-28`}
                      aria-label={t('bulk.priceLabel', { name: product.name })}
                      value={change?.price ?? ''}
                      onChange={(event) =>
                        onStage(
                          product._id,
                          event.target.value === ''
                            ? undefined
                            : { price: event.target.value, reason: change?.reason ?? defaultReason },
                        )
                      }
                      data-testid="bulk-price"
                    />
                  </td>
                )}
                {staged && (
                  <td className="px-3 py-2">
                    <input
                      className={`${fieldClass('sm')} min-w-40`}
                      maxLength={200}
                      disabled={!change}
                      aria-label={t('bulk.reasonLabel', { name: product.name })}
                      value={change?.reason ?? ''}
                      onChange={(event) =>
                        change && onStage(product._id, { ...change, reason: event.target.value })
                      }
                      data-testid="bulk-reason"
                    />
                  </td>
                )}
                <td className="px-3 py-2 text-right">
                  {product.countInStock}
                  {product.countInStock === 0 && (
                    <span className={`${badge} ml-2`} data-testid="product-out-of-stock">
                      {t('publication.outOfStock')}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(product.updatedAt, language)}</td>
                {!staged && (
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      {(['price', 'history', 'edit'] as const).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={buttonClass({ variant: 'secondary', size: 'xs' })}
                          onClick={() => onAction(action, product)}
                          data-testid={`action-${action}`}
                        >
                          {t(action === 'price' ? 'actions.editPrice' : `actions.${action}`)}
                        </button>
                      ))}
                      <PublicationButton product={product} />
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
