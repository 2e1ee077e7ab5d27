import { useTranslation } from 'react-i18next';
import { Field } from './FormField';
import type { FormSectionProps } from './productForm';

/**
 * The prices beside the one-off euro price: the dollar price (empty: not sold in dollars, docs/rules/currencies.md;
 * a change is kept in the price history) and the lease plans with their dollar twins (empty: not offered, or not
 * leased in dollars).
 */
export function PriceFields({ values, setValues, fieldError }: FormSectionProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const priceInput = (
    plan: 'usdPrice' | 'monthlyPrice' | 'yearlyPrice' | 'usdMonthlyPrice' | 'usdYearlyPrice',
  ) => (
    <Field key={plan} label={t(`form.${plan}`)} error={fieldError(plan)}>
      {(props) => (
        <input
          {...props}
          inputMode="decimal"
          value={values[plan]}
          onChange={(event) => setValues({ ...values, [plan]: event.target.value })}
          data-testid={`form-${plan}`}
        />
      )}
    </Field>
  );
  return (
    <>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 font-semibold text-white">{t('form.dollars')}</legend>
        {priceInput('usdPrice')}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 font-semibold text-white">{t('form.leases')}</legend>
        {(['monthlyPrice', 'yearlyPrice', 'usdMonthlyPrice', 'usdYearlyPrice'] as const).map(priceInput)}
      </fieldset>
    </>
  );
}
