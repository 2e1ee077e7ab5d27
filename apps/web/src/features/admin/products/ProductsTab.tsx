import type { AdminProduct, AdminProductSort, ProductCategory } from '@shop/contracts';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useAdminProducts } from './api';
import { BulkPanel } from './BulkPanel';
import { PriceHistoryDialog } from './PriceHistoryDialog';
import { PriceModal } from './PriceModal';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductStatsCards } from './ProductStatsCards';
import { ProductTable, type RowAction } from './ProductTable';
import { ProductToolbar } from './ProductToolbar';
import { useBulkMode } from './useBulkMode';

type OpenDialog = { action: RowAction; product: AdminProduct } | { action: 'create' } | null;

/** The admin Products tab: stats, filters, the product list, single and bulk price changes, catalogue edits. */
export function ProductsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: tAdmin } = useTranslation('admin');
  const isAdmin = useSession((state) => state.userInfo?.isAdmin === true);
  const [category, setCategory] = useState<ProductCategory | undefined>();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminProductSort>('name_asc');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const bulk = useBulkMode();
  const deferredSearch = useDeferredValue(search.trim());
  const list = useAdminProducts({ search: deferredSearch || undefined, category, sort, page });
  const closeDialog = useCallback(() => setDialog(null), []);

  // The stored session may still say admin after the rights were withdrawn: the server's 403 decides.
  const refused = list.error instanceof ApiRequestError && list.error.status === 403;
  if (!isAdmin || refused) return <ErrorAlert message={tAdmin('shell.accessDenied')} />;

  const products = list.data?.products ?? [];
  const pagination = list.data?.pagination;
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className="space-y-6" data-testid="admin-products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-white">{tAdmin('tabs.products')}</h2>
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={bulk.toggle}
            aria-pressed={bulk.active}
            data-testid="bulk-toggle"
          >
            {bulk.active ? t('bulk.leave') : t('bulk.enter')}
          </button>
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => setDialog({ action: 'create' })}
            data-testid="product-create"
          >
            {t('actions.create')}
          </button>
        </div>
      </div>
      <ProductStatsCards />
      <ProductToolbar
        category={category}
        search={search}
        sort={sort}
        onCategory={resetPage(setCategory)}
        onSearch={resetPage(setSearch)}
        onSort={resetPage(setSort)}
      />
      {bulk.active && (
        <BulkPanel
          stagedCount={bulk.stagedCount}
          saving={bulk.saving}
          error={bulk.error}
          onQuickAction={(action) => bulk.quickAction(action, products)}
          onClear={bulk.clear}
          onApply={() => bulk.apply(products)}
        />
      )}
      {list.isError && <ErrorAlert message={tAdmin('shared.loadError', { message: list.error.message })} />}
      {list.isPending && <Spinner />}
      {list.isSuccess && products.length === 0 && <p className="text-slate-400">{t('empty')}</p>}
      {products.length > 0 && (
        <ProductTable
          products={products}
          staged={bulk.staged}
          defaultReason={bulk.defaultReason}
          onStage={bulk.stage}
          onAction={(action, product) => setDialog({ action, product })}
        />
      )}
      {pagination && pagination.total > 1 && (
        <nav className="flex items-center justify-center gap-4 text-sm text-slate-300">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {tAdmin('shared.previous')}
          </button>
          <span>{tAdmin('shared.pageOf', { ...pagination, count: pagination.totalItems })}</span>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={page >= pagination.total}
            onClick={() => setPage(page + 1)}
          >
            {tAdmin('shared.next')}
          </button>
        </nav>
      )}
      {dialog?.action === 'price' && <PriceModal product={dialog.product} onClose={closeDialog} />}
      {dialog?.action === 'history' && <PriceHistoryDialog product={dialog.product} onClose={closeDialog} />}
      {dialog?.action === 'edit' && <ProductFormDialog product={dialog.product} onClose={closeDialog} />}
      {dialog?.action === 'create' && <ProductFormDialog onClose={closeDialog} />}
    </section>
  );
}
