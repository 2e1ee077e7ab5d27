import type { FiguresReconciliation } from '@shop/contracts';
import { formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';

const lines = ['figures', 'orders', 'invoices', 'creditNotes', 'expected'] as const;

/**
 * The figures' net revenue beside the rows summed afresh (docs/rules/figures.md): reconciled to the cent, or a
 * warning; and a warning when the invoices do not sum to the orders.
 */
export function Reconciliation({ reconciliation }: { reconciliation: FiguresReconciliation }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const currency = reconciliation.figures.currency;
  return (
    <section
      className="rounded-xl border border-slate-800 bg-slate-900 p-4"
      data-testid={`figures-${currency}-reconciliation`}
    >
      <h3 className="mb-2 text-base font-semibold text-white">{t('figures.reconciliation.title')}</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-5">
        {lines.map((line) => (
          <div key={line}>
            <dt className="text-slate-400">{t(`figures.reconciliation.${line}`)}</dt>
            <dd className="font-medium text-white">{formatMoney(reconciliation[line], language)}</dd>
          </div>
        ))}
      </dl>
      <p
        role="status"
        className={`mt-3 text-sm ${reconciliation.balanced ? 'text-emerald-300' : 'text-red-300'}`}
        data-testid={`figures-${currency}-balanced`}
      >
        {reconciliation.balanced
          ? t('figures.reconciliation.balanced')
          : t('figures.reconciliation.unbalanced')}
      </p>
      {!reconciliation.invoicesMatchOrders && (
        <p className="mt-1 text-sm text-amber-300">{t('figures.reconciliation.invoicesDiffer')}</p>
      )}
    </section>
  );
}
