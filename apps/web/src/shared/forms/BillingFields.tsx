import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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
  | 'billingVAT'
  | 'billingCompany';

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
    billingCompany: user.billingCompany ?? '',
  };
}

/** Whether the buyer's details say they buy for a company (a company name or a VAT number kept). */
export const buysAsCompany = (user: Partial<Record<BillingFieldName, string | null>>) =>
  !!(user.billingCompany || user.billingVAT);

/**
 * The billing details a form sends: a buyer not buying as a company sends neither company name nor VAT
 * number, and empty ones are sent as none.
 */
export function companyDetails<
  T extends { billingAsCompany?: boolean; billingVAT?: string | null; billingCompany?: string | null },
>(values: T): T {
  const asCompany = values.billingAsCompany !== false;
  return {
    ...values,
    billingVAT: (asCompany && values.billingVAT) || null,
    billingCompany: (asCompany && values.billingCompany) || null,
  };
}

/** The billing text boxes: label (in `account:billingForm`), autofill hint and test id. */
const billingTexts = {
  billingName: ['name', 'billing name', 'billing-name'],
  billingAddress: ['address', 'billing street-address', 'billing-address'],
  billingZip: ['zip', 'billing postal-code', 'billing-zip'],
  billingCity: ['city', 'billing address-level2', 'billing-city'],
  billingCompany: ['company', 'billing organization', 'billing-company'],
} as const;

/** A billing field's registration and its translated error, as `useTextFields(form).field(name)` gives them. */
export type BillingFieldBinding = FieldBinding<BillingFieldName>;

/** The "buying as a company" box: its registration and whether it is ticked (the form's watched value). */
export interface CompanyChoice {
  checked: boolean;
  register: UseFormRegisterReturn;
}

/**
 * The billing block of a form (name, address, zip, city, country, then company name and VAT), with the
 * customer's labels: the customer's billing modal and checkout ask "buying as a company" first and show the
 * company's fields only when ticked (docs/rules/vat.md); the admin's user editor, without `company`, shows
 * them always. All validated by the same shared schema.
 */
export function BillingFields({ field, company }: { field: BillingFieldBinding; company?: CompanyChoice }) {
  const { t, i18n } = useTranslation('account');
  const hintId = useId();
  const text = (name: keyof typeof billingTexts) => {
    const [label, autoComplete, testId] = billingTexts[name];
    return { name, label: t(`billingForm.${label}`), autoComplete, testId };
  };
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const companyFields = !company || company.checked;
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
      {company && (
        <div className="text-left">
          <label className="flex items-start gap-3 text-sm text-slate-200">
            <input
              type="checkbox"
              data-testid="billing-as-company"
              aria-describedby={hintId}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
              {...company.register}
            />
            <span>{t('billingForm.asCompany')}</span>
          </label>
          <p id={hintId} className="mt-1 ml-7 text-xs text-slate-400">
            {t('billingForm.asCompanyHint')}
          </p>
        </div>
      )}
      {companyFields && (
        <>
          <TextFields bind={field} fields={[text('billingCompany')]} />
          <TextField
            label={t('billingForm.vat')}
            hint={t('billingForm.vatHint')}
            data-testid="billing-vat"
            {...field('billingVAT')}
          />
        </>
      )}
    </>
  );
}
