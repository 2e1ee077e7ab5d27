import { zodResolver } from '@hookform/resolvers/zod';
import { signUpBodySchema } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { TextFields } from '@/shared/forms/TextFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import { useSession } from '@/shared/session/store';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { useSignUp } from './api';
import { CheckEmail } from './components/CheckEmail';
import { redirectTarget, withRedirect } from './redirect';

/** The contract's sign-up body plus the confirmation, which must match (docs/rules/accounts.md). */
const registerFormSchema = z
  .object({ ...signUpBodySchema.shape, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.passwordMismatch',
  });
type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

/**
 * /register?redirect=…: name, e-mail, password and confirmation. A sent form shows where the link that creates
 * the account went (docs/rules/accounts.md): nothing says whether the address already had one.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const [params] = useSearchParams();
  const user = useSession((state) => state.userInfo);
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { field } = useTextFields(form);
  const rawRedirect = params.get('redirect');

  if (user) return <Navigate to={redirectTarget(rawRedirect)} replace />;
  if (sentTo) return <CheckEmail email={sentTo} onAgain={() => setSentTo(null)} />;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setFailure(null);
    try {
      // The link brings the buyer back to the page they came from, once the account exists.
      await signUp.mutateAsync(rawRedirect ? { ...body, redirect: redirectTarget(rawRedirect) } : body);
      setSentTo(body.email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : tError('internal'));
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('register.title')}</h1>
      <p className="mt-2 text-slate-400">{t('register.subtitle')}</p>
      <form className="mt-8 space-y-4" onSubmit={onSubmit} noValidate data-testid="register-form">
        <TextFields
          bind={field}
          fields={[
            { name: 'name', label: t('register.name'), autoComplete: 'name', testId: 'register-name' },
            { name: 'email', label: t('register.email'), kind: 'email', testId: 'register-email' },
            {
              name: 'password',
              label: t('register.password'),
              kind: 'newPassword',
              hint: t('register.passwordHint'),
              testId: 'register-password',
            },
            {
              name: 'confirmPassword',
              label: t('register.confirmPassword'),
              kind: 'newPassword',
              testId: 'register-confirm',
            },
          ]}
        />
        <FormSubmit
          failure={failure}
          pending={signUp.isPending}
          label={t('register.submit')}
          pendingLabel={t('register.submitting')}
        />
      </form>
      <p className="mt-6 text-center text-slate-400">
        {t('register.haveAccount')}{' '}
        <Link to={withRedirect('/login', rawRedirect)} className="font-medium text-brand-400 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </section>
  );
}
