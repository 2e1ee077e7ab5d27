import { orderBadgeOf, type Pagination } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** The red banner of a failed list or dashboard load (docs/rules/back-office.md), with an optional retry. */
export function LoadErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      className="flex items-center gap-4 rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-red-300"
    >
      <span>{t('shared.loadError', { message })}</span>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="ml-auto rounded-md border border-red-400/60 px-3 py-1"
        >
          {t('shared.retry')}
        </button>
      )}
    </div>
  );
}

/** Up to `count` page numbers around the current page. */
export function pageNumbers(current: number, total: number, count = 5): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(count / 2), total - count + 1));
  return Array.from({ length: Math.min(count, total) }, (_, index) => first + index);
}

/** Previous / next buttons, disabled at the ends, and optionally up to 5 page numbers (newsletter). */
export function Pager({
  pagination,
  onPage,
  numbers = false,
  label,
}: {
  pagination: Pagination;
  onPage(page: number): void;
  numbers?: boolean;
  /** The list it pages, when a tab holds several pagers (each navigation landmark needs its own name). */
  label?: string;
}) {
  const { t } = useTranslation('admin');
  const { current, total, totalItems, totalIsLowerBound } = pagination;
  const button = 'rounded-md border border-slate-700 px-3 py-1 text-sm text-slate-200 disabled:opacity-40';
  return (
    <nav
      aria-label={label ? `${t('shared.pagination')}: ${label}` : t('shared.pagination')}
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      <button type="button" className={button} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('shared.previous')}
      </button>
      {numbers &&
        pageNumbers(current, total).map((page) => (
          <button
            key={page}
            type="button"
            aria-current={page === current ? 'page' : undefined}
            className={`${button} ${page === current ? 'bg-brand-600 text-white' : ''}`}
            onClick={() => onPage(page)}
          >
            {page}
          </button>
        ))}
      <button
        type="button"
        className={button}
        disabled={current >= total}
        onClick={() => onPage(current + 1)}
      >
        {t('shared.next')}
      </button>
      <span className="text-sm text-slate-400">
        {totalIsLowerBound
          ? t('shared.pageOfAtLeast', { current, total, count: totalItems })
          : t('shared.pageOf', { current, total: Math.max(total, 1), count: totalItems })}
      </span>
    </nav>
  );
}

export function StatCard({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string | number;
  testId?: string;
  /** What the figure counts, under it. */
  hint?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-4" data-testid={testId}>
      <p className="text-sm text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-white">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
    </div>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const badge = orderBadgeOf(status);
  const tone =
    badge === 'paid'
      ? 'bg-green-500/20 text-green-300'
      : badge === 'pending'
        ? 'bg-amber-500/20 text-amber-300'
        : 'bg-slate-500/30 text-slate-200';
  return (
    <span data-testid="order-status-badge" className={`rounded-full px-2 py-0.5 text-xs ${tone}`}>
      {t(`orders.badge.${badge}`)}
    </span>
  );
}

/** The Admin badge of a user row (dashboard, users tab). */
export function AdminBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="rounded-full bg-brand-500/20 px-2 py-0.5 text-xs text-brand-300">
      {t('shared.adminBadge')}
    </span>
  );
}
