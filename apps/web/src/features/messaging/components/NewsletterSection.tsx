import { zodResolver } from '@hookform/resolvers/zod';
import { type NewsletterSubscribeRequest, newsletterSubscribeSchema } from '@shop/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSubscribeNewsletter } from '../api';
import { errorMessageOf, type FormStatus, firstErrorKey, statusOfResult } from '../formStatus';
import { FormStatusMessage } from './FormStatusMessage';

type NewsletterOutput = z.output<typeof newsletterSubscribeSchema>;

interface NewsletterSectionProps {
  /** Recorded with the subscription (which form it came from). */
  source?: string;
}

/** The home page's newsletter block: e-mail field, double opt-in (the answer asks to check the inbox). */
export function NewsletterSection({ source = 'home' }: NewsletterSectionProps) {
  const { t } = useTranslation('messaging');
  const { t: tError } = useTranslation('errors');
  const inputId = useId();
  const subscribe = useSubscribeNewsletter();
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSubscribeRequest, unknown, NewsletterOutput>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '' },
  });

  const validationKey = firstErrorKey(errors, ['email']);
  const sending = subscribe.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    try {
      const result = await subscribe.mutateAsync({ email: values.email, source });
      const next = statusOfResult(result, t('newsletter.success'), tError('home.newsletter.error'));
      setStatus(next);
      if (next.kind === 'success') reset({ email: '' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessageOf(error, tError('home.newsletter.error')) });
    }
  });

  return (
    <section className="border-y border-slate-800 bg-slate-900/60" data-testid="newsletter-section">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold text-white">{t('newsletter.title')}</h2>
        <p className="mt-3 text-slate-400">{t('newsletter.subtitle')}</p>
        <form
          className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={onSubmit}
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
              aria-invalid={validationKey ? true : undefined}
              className="w-full rounded-lg border border-slate-700 bg-slate-950 px-4 py-3 text-white placeholder-slate-500 focus:border-brand-500 focus:outline-none aria-invalid:border-red-500"
              data-testid="newsletter-email"
              {...register('email', {
                onChange: () => status.kind !== 'idle' && setStatus({ kind: 'idle' }),
              })}
            />
          </div>
          <button
            type="submit"
            disabled={sending}
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
            data-testid="newsletter-submit"
          >
            {sending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
        <div className="mx-auto mt-4 max-w-xl">
          <FormStatusMessage
            testIdPrefix="newsletter"
            status={validationKey ? { kind: 'error', message: tError(validationKey) } : status}
          />
        </div>
        <p className="mt-4 text-xs text-slate-500">{t('newsletter.privacy')}</p>
      </div>
    </section>
  );
}
