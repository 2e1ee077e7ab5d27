import type { AdminProduct, ProductCategory, ProductCreate } from '@shop/contracts';
import {
  MACHINES_PER_SEAT_MAX,
  MACHINES_PER_SEAT_MIN,
  productCategories,
  UPDATES_MONTHS_MAX,
  UPDATES_MONTHS_MIN,
} from '@shop/contracts';
import { type ErrorCode, type Language, languages, type ValidationCode } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { SaveActions } from '../components/SaveActions';
import { useCreateProduct, useUpdateProduct } from './api';
import { Field } from './FormField';
import { LicenceFields } from './LicenceFields';
import { PriceFields } from './PriceFields';
import { ProductFiles } from './ProductFiles';
import { ProductReleases } from './ProductReleases';
import { ProductSelling } from './ProductSelling';
import { type FieldIssue, initialValues, type ProductFormValues, validateProductForm } from './productForm';

/**
 * Creates a product or edits its FR and EN texts, category, compatibility, stock cap, updates plan, trial, dollar
 * price, lease plan prices and what its licence grants. After a creation the dialog stays open on the new product so its pictures and zip can be
 * uploaded straight away.
 */
export function ProductFormDialog({ product, onClose }: { product?: AdminProduct; onClose(): void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: ts } = useTranslation('admin', { keyPrefix: 'shared' });
  // Field messages come from the API's own catalogues: the contract's error keys and zod issue codes.
  const { t: tMessages } = useTranslation(['errors', 'validation', 'catalog']);
  const [current, setCurrent] = useState(product);
  const [values, setValues] = useState<ProductFormValues>(() => initialValues(product));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [status, setStatus] = useState<
    { kind: 'saved' | 'created' } | { kind: 'error'; message: string } | null
  >(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;

  const fieldError = (path: string) => {
    const issue = issues.find((candidate) => candidate.path === path);
    if (!issue) return undefined;
    if (path === 'price') return t('form.priceInvalid');
    if (path === 'usdPrice') return t('form.priceInvalid');
    if (path === 'monthlyPrice' || path === 'yearlyPrice')
      return tMessages('errors:adminCatalog.leasePriceInvalid');
    if (path === 'usdMonthlyPrice' || path === 'usdYearlyPrice')
      return tMessages('errors:adminCatalog.usdLeasePriceInvalid');
    return issue.key.includes('.')
      ? tMessages(`errors:${issue.key as ErrorCode}`)
      : tMessages(`validation:${issue.key as ValidationCode}`, issue.params);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProductForm(values, !current);
    setIssues(checked.ok ? [] : checked.issues);
    if (!checked.ok) {
      setStatus({ kind: 'error', message: t('form.invalid') });
      return;
    }
    try {
      if (current) {
        setCurrent(await update.mutateAsync({ productId: current._id, ...checked.body }));
        setStatus({ kind: 'saved' });
      } else {
        setCurrent(await create.mutateAsync(checked.body as ProductCreate));
        setStatus({ kind: 'created' });
      }
    } catch (error) {
      setStatus({ kind: 'error', message: serverMessage(error, t('form.error')) });
    }
  };

  const setText = (language: Language, field: 'name' | 'description' | 'features', text: string) =>
    setValues((previous) => ({ ...previous, [language]: { ...previous[language], [field]: text } }));

  return (
    <Modal
      title={current ? t('form.editTitle', { name: current.name }) : t('form.createTitle')}
      closeLabel={ts('close')}
      onClose={onClose}
      testId="product-form"
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          {languages.map((language) => (
            <fieldset key={language} className="space-y-3">
              <legend className="mb-2 font-semibold text-white">
                {t(language === 'fr' ? 'form.french' : 'form.english')}
              </legend>
              <Field label={t('form.name')} error={fieldError(`translations.${language}.name`)}>
                {(props) => (
                  <input
                    {...props}
                    maxLength={120}
                    value={values[language].name}
                    onChange={(event) => setText(language, 'name', event.target.value)}
                    data-testid={`form-name-${language}`}
                  />
                )}
              </Field>
              <Field label={t('form.description')} error={fieldError(`translations.${language}.description`)}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={4}
                    value={values[language].description}
                    onChange={(event) => setText(language, 'description', event.target.value)}
                    data-testid={`form-description-${language}`}
                  />
                )}
              </Field>
              <Field label={t('form.features')} error={fieldError(`translations.${language}.features`)}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={4}
                    value={values[language].features}
                    onChange={(event) => setText(language, 'features', event.target.value)}
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <Field label={t('form.category')} error={fieldError('category')}>
            {(props) => (
              <select
                {...props}
                value={values.category}
                onChange={(event) =>
                  setValues({ ...values, category: event.target.value as ProductCategory })
                }
              >
                {productCategories.map((category) => (
                  <option key={category} value={category}>
                    {tMessages(`catalog:categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.compatibility')} error={fieldError('compatibility')}>
            {(props) => (
              <input
                {...props}
                maxLength={120}
                value={values.compatibility}
                onChange={(event) => setValues({ ...values, compatibility: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('form.countInStock')} error={fieldError('countInStock')}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={0}
                step={1}
                value={values.countInStock}
                onChange={(event) => setValues({ ...values, countInStock: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('form.updatesPlan')} error={undefined}>
            {(props) => (
              <select
                {...props}
                value={values.updatesPlan}
                onChange={(event) =>
                  setValues({
                    ...values,
                    updatesPlan: event.target.value as ProductFormValues['updatesPlan'],
                  })
                }
                data-testid="form-updates-plan"
              >
                <option value="all">{t('form.updatesAll')}</option>
                <option value="months">{t('form.updatesPeriod')}</option>
              </select>
            )}
          </Field>
          {values.updatesPlan === 'months' && (
            <Field label={t('form.updatesMonths')} error={fieldError('updatesMonths')}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={UPDATES_MONTHS_MIN}
                  max={UPDATES_MONTHS_MAX}
                  step={1}
                  value={values.updatesMonths}
                  onChange={(event) => setValues({ ...values, updatesMonths: event.target.value })}
                  data-testid="form-updates-months"
                />
              )}
            </Field>
          )}
          <label className="flex items-center gap-2 text-sm text-slate-300">
            <input
              type="checkbox"
              checked={values.isProtected}
              onChange={(event) => setValues({ ...values, isProtected: event.target.checked })}
              data-testid="form-protected"
            />
            {t('releases.protected')}
          </label>
          <Field label={t('form.trialDays')} error={fieldError('trialDays')}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={90}
                step={1}
                value={values.trialDays}
                onChange={(event) => setValues({ ...values, trialDays: event.target.value })}
                data-testid="form-trial-days"
              />
            )}
          </Field>
          <Field label={t('form.machinesPerSeat')} error={fieldError('machinesPerSeat')}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={MACHINES_PER_SEAT_MIN}
                max={MACHINES_PER_SEAT_MAX}
                step={1}
                value={values.machinesPerSeat}
                onChange={(event) => setValues({ ...values, machinesPerSeat: event.target.value })}
                data-testid="form-machines-per-seat"
              />
            )}
          </Field>
          {!current && (
            <Field label={t('form.price')} error={fieldError('price')}>
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={values.price}
                  onChange={(event) => setValues({ ...values, price: event.target.value })}
                  data-testid="form-price"
                />
              )}
            </Field>
          )}
        </div>
        <PriceFields values={values} setValues={setValues} fieldError={fieldError} />
        <LicenceFields values={values} setValues={setValues} fieldError={fieldError} />
        {status?.kind === 'error' && <ErrorAlert message={status.message} />}
        {status && status.kind !== 'error' && (
          <p role="status" className="text-green-400" data-testid="form-success">
            {t(status.kind === 'created' ? 'form.created' : 'form.saved')}
          </p>
        )}
        <SaveActions className="" onCancel={onClose} pending={pending} submitTestId="form-save" />
      </form>
      {current && <ProductFiles product={current} onChange={setCurrent} />}
      {current && <ProductSelling product={current} />}
      {current && <ProductReleases product={current} />}
    </Modal>
  );
}
