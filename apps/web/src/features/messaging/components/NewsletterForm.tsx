import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useSubscribeNewsletter } from '../api';
import { messagingSchema } from '../messagingSchemas';
import { useMessageForm } from '../useMessageForm';
import { FormStatusMessage } from './FormStatusMessage';

const newsletterSchema = messagingSchema('newsletterSubscribeSchema');
/** The newsletter form: e-mail field, double opt-in (the answer asks to check the inbox). */
export function NewsletterForm({ source }: { source: string }) {
  const { t } = useTranslation('messaging');
  const inputId = useId();
  const subscribe = useSubscribeNewsletter();
  const { form, status, invalid, clear, submit, prepare } = useMessageForm(newsletterSchema, {
    defaultValues: { email: '' },
    fieldOrder: ['email'],
    successText: t('newsletter.success'),
    errorKey: 'home.newsletter.error',
  });
  const sending = subscribe.isPending;
  const onSubmit = submit((values) => subscribe.mutateAsync({ email: values.email, source }));

  return (
    <>
      <form
        className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={onSubmit}
        onFocus={prepare}
        noValidate
        data-testid="newsletter-form"
      >
        <div className="flex-1 text-left">
          <label htmlFor={inputId} className="sr-only">
            {t('newsletter.emailLabel')}
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder={t('newsletter.emailPlaceholder')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${inputId}-status` : undefined}
            className={fieldClass('lg')}
            data-testid="newsletter-email"
            {...form.register('email', { onChange: clear })}
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className={buttonClass({ size: 'xl' })}
          data-testid="newsletter-submit"
        >
          {sending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </form>
      <div className="mx-auto mt-4 max-w-xl">
        <FormStatusMessage testIdPrefix="newsletter" status={status} id={`${inputId}-status`} />
      </div>
    </>
  );
}
