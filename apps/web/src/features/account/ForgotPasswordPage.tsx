import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBodySchema, pages } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTextFields } from '@/shared/forms/useTextFields';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { TextField } from '@/shared/ui/TextField';
import { useForgotPassword } from './selfServiceApi';

/** /forgot-password: asks for the address; the answer reads the same whether or not an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('selfService');
  const { t: tError } = useTranslation('errors');
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { field } = useTextFields(form);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent((await forgot.mutateAsync(body)).message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : tError('internal'));
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('forgotPassword.title')}</h1>
      <p className="mt-2 text-slate-400">{t('forgotPassword.subtitle')}</p>
      {sent ? (
        <p
          role="status"
          data-testid="forgot-password-sent"
          className="mt-8 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
        >
          {sent}
        </p>
      ) : (
        <form className="mt-8 space-y-4" onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
          <TextField
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <FormSubmit
            failure={failure}
            pending={forgot.isPending}
            label={t('forgotPassword.submit')}
            pendingLabel={t('forgotPassword.submitting')}
          />
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to={pages.login} className="inline-block py-1 font-medium text-brand-400 hover:underline">
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
