import { zodResolver } from '@hookform/resolvers/zod';
import { type AffiliateApplication, affiliateApplicationSchema } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTextFields } from '@/shared/forms/useTextFields';
import { Field } from '@/shared/ui/Field';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { fieldClass } from '@/shared/ui/fieldClass';
import { TextField } from '@/shared/ui/TextField';
import { useApplyAsPartner } from './api';

/** An optional box left empty is sent as null, as the contract wants. */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const { website, message, code } = affiliateApplicationSchema.shape;
/** The contract's application with its optional boxes typed as text: the same rules, checked before sending. */
const applicationFormSchema = z.object({
  website: z.preprocess(emptyAsNull, website),
  message,
  code: z.preprocess(emptyAsNull, code),
});
type ApplicationInput = z.input<typeof applicationFormSchema>;

/** "Become a partner": where the applicant will promote the shop, and the code they would like. */
export function ApplyForm() {
  const { t } = useTranslation('affiliates');
  const { t: tCommon } = useTranslation('common');
  const apply = useApplyAsPartner();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApplicationInput, unknown, AffiliateApplication>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { website: '', message: '', code: '' },
  });
  const { field } = useTextFields(form);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await apply.mutateAsync(body);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : tCommon('errors.generic'));
    }
  });

  const messageField = field('message');
  return (
    <section aria-labelledby="partner-apply-title" className="max-w-2xl" data-testid="partner-apply">
      <h2 id="partner-apply-title" className="text-2xl font-semibold text-white">
        {t('apply.title')}
      </h2>
      <p className="mt-2 text-slate-300">{t('apply.intro')}</p>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('apply.website')}
          hint={t('apply.websiteHint')}
          type="url"
          autoComplete="url"
          data-testid="partner-apply-website"
          {...field('website')}
        />
        <Field label={t('apply.message')} hint={t('apply.messageHint')} error={messageField.error}>
          {(control) => (
            <textarea
              className={fieldClass()}
              rows={4}
              data-testid="partner-apply-message"
              {...control}
              {...form.register('message')}
            />
          )}
        </Field>
        <TextField
          label={t('apply.code')}
          hint={t('apply.codeHint')}
          maxLength={32}
          data-testid="partner-apply-code"
          {...field('code')}
        />
        <FormSubmit
          failure={failure}
          pending={apply.isPending}
          label={t('apply.submit')}
          pendingLabel={t('apply.sending')}
        />
      </form>
    </section>
  );
}
