import { useTranslation } from 'react-i18next';

/** A centred loading indicator with an accessible label. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-center py-12" role="status" data-testid="spinner">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-700 border-t-brand-500" />
      <span className="sr-only">{label ?? t('states.loading')}</span>
    </div>
  );
}
