import { currencies, isCurrency } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { chooseCurrency, useCurrency } from '@/shared/currency';

/**
 * Euro / US dollar (docs/rules/currencies.md): a native select, labelled, that keeps the choice in the cookie
 * the server renders with, so a reload or the next page shows the same currency from the first paint.
 */
export function CurrencySwitcher() {
  const { t } = useTranslation('common');
  const currency = useCurrency();
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-400">
      <label htmlFor="currency-switcher">{t('currency.label')}</label>
      <select
        id="currency-switcher"
        data-testid="currency-switcher"
        value={currency}
        onChange={(event) => {
          if (isCurrency(event.target.value)) chooseCurrency(event.target.value);
        }}
        className="rounded-md border border-slate-700 bg-slate-900 px-2 py-1.5 text-slate-100"
      >
        {currencies.map((option) => (
          <option key={option} value={option}>
            {t(`currency.${option}`)}
          </option>
        ))}
      </select>
    </p>
  );
}
