import { useTranslation } from 'react-i18next';
import { Field } from './FormField';
import type { FormSectionProps } from './productForm';

type LicenceField = 'licenceBuild' | 'licenceEdition' | 'licenceFeatures';

/**
 * What the product's licence files grant the indicator (docs/licence-verification.md, "Entitlements"): the build
 * id it checks (empty: the slug), an edition key and the feature keys `HasFeature` tests, one a line.
 */
export function LicenceFields({ values, setValues, fieldError }: FormSectionProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const set = (field: LicenceField, text: string) => setValues({ ...values, [field]: text });
  return (
    <fieldset className="grid gap-4 md:grid-cols-3">
      <legend className="mb-2 font-semibold text-white">{t('form.licence')}</legend>
      <p className="text-sm text-slate-400 md:col-span-3">{t('form.licenceHint')}</p>
      {(['licenceBuild', 'licenceEdition'] as const).map((field) => (
        <Field key={field} label={t(`form.${field}`)} error={fieldError(field)}>
          {(props) => (
            <input
              {...props}
              maxLength={80}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              data-testid={`form-${field}`}
            />
          )}
        </Field>
      ))}
      <Field label={t('form.licenceFeatures')} error={fieldError('licenceFeatures')}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={values.licenceFeatures}
            onChange={(event) => set('licenceFeatures', event.target.value)}
            data-testid="form-licenceFeatures"
          />
        )}
      </Field>
    </fieldset>
  );
}
