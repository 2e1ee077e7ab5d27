import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { countryOptions } from './countries';
import { type FieldBinding, TextFields } from './TextFields';

export type BillingFieldName =
  | 'billingName'
  | 'billingAddress'
  | 'billingZip'
  | 'billingCity'
  | 'billingCountry'
  | 'billingVAT';

/** A user's billing details as form values: absent ones as empty text. */
export function billingFormValues(
  user: Partial<Record<BillingFieldName, string | null>>,
): Record<BillingFieldName, string> {
  return {
    billingName: user.billingName ?? '',
    billingAddress: user.billingAddress ?? '',
    billingZip: user.billingZip ?? '',
    billingCity: user.billingCity ?? '',
    billingCountry: user.billingCountry ?? '',
    billingVAT: user.billingVAT ?? '',
  };
}

/** The billing text boxes: label (in `account:billingForm`), autofill hint and test id. */
const billingTexts = {
  billingName: ['name', 'billing name', 'billing-name'],
  billingAddress: ['address', 'billing street-address', 'billing-address'],
  billingZip: ['zip', 'billing postal-code', 'billing-zip'],
  billingCity: ['city', 'billing address-level2', 'billing-city'],
} as const;

/** A billing field's registration and its translated error, as `useTextFields(form).field(name)` gives them. */
export type BillingFieldBinding = FieldBinding<BillingFieldName>;

/**
 * The billing block of a form (name, address, zip, city, country, VAT), with the customer's labels: the
 * customer's billing modal and the admin's user editor both show it, validated by the same shared schema.
 */
export function BillingFields({ field }: { field: BillingFieldBinding }) {
  const { t, i18n } = useTranslation('account');
  const text = (name: keyof typeof billingTexts) => {
    const [label, autoComplete, testId] = billingTexts[name];
    return { name, label: t(`billingForm.${label}`), autoComplete, testId };
  };
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <TextFields bind={field} fields={[text('billingName'), text('billingAddress')]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields bind={field} fields={[text('billingZip'), text('billingCity')]} />
      </div>
      <Select
        label={t('billingForm.country')}
        autoComplete="billing country"
        data-testid="billing-country"
        {...field('billingCountry')}
      >
        <option value="">{t('billingForm.chooseCountry')}</option>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
      <TextField
        label={t('billingForm.vat')}
        hint={t('billingForm.vatHint')}
        data-testid="billing-vat"
        {...field('billingVAT')}
      />
    </>
  );
}
