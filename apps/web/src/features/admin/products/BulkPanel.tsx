import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { type QuickAction, quickActions } from './priceRules';

interface BulkPanelProps {
  stagedCount: number;
  saving: boolean;
  error: string | null;
  onQuickAction(action: QuickAction): void;
  onClear(): void;
  onApply(): void;
}

/** Bulk mode's bar: quick actions, staged count, clear, and apply (disabled while empty or saving). */
export function BulkPanel({ stagedCount, saving, error, onQuickAction, onClear, onApply }: BulkPanelProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  return (
    <section
      className="space-y-3 rounded-xl border border-brand-500/40 bg-slate-900/80 p-4"
      data-testid="bulk-panel"
    >
      <h3 className="text-sm font-semibold text-slate-200">{t('bulk.quickTitle')}</h3>
      <div className="flex flex-wrap gap-2">
        {quickActions.map((action) => (
          <button
            key={action}
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'xs' })}
            disabled={saving}
            onClick={() => onQuickAction(action)}
            data-testid={`quick-${action}`}
          >
            {t(`quick.${action}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-300" data-testid="bulk-count">
          {t('bulk.staged', { count: stagedCount })}
        </span>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={stagedCount === 0 || saving}
          onClick={onClear}
        >
          {t('bulk.clear')}
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          disabled={stagedCount === 0 || saving}
          onClick={onApply}
          data-testid="bulk-apply"
        >
          {saving ? t('bulk.applying') : t('bulk.apply')}
        </button>
      </div>
      {error && <ErrorAlert message={error} />}
    </section>
  );
}
