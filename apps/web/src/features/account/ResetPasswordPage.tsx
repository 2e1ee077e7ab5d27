import { zodResolver } from '@hookform/resolvers/zod';
import { pages, passwordSchema, type SignInChallenge, type UserInfoDto } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '@/shared/api/client';
import { TextFields } from '@/shared/forms/TextFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import { useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { Spinner } from '@/shared/ui/Spinner';
import { TwoFactorStep } from './components/TwoFactorStep';
import { useResetLinkCheck, useResetPassword } from './selfServiceApi';

/** The sign-up password rules, plus a confirmation that must match. */
const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.passwordMismatch',
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Codes meaning the link itself is unusable: the page then offers to ask for a new one. */
const deadLinkCodes = new Set(['account.resetLinkInvalid', 'account.linkTokenMissing']);

/**
 * /reset-password?token=…: the new password; success signs in (after the code step for a two-factor
 * account) and opens the profile.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('selfService');
  const { t: tError } = useTranslation('errors');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const linkCheck = useResetLinkCheck(token);
  const [failure, setFailure] = useState<{ message: string; deadLink: boolean } | null>(
    token ? null : { message: tError('account.linkTokenMissing'), deadLink: true },
  );
  // A spent or expired link is said dead on arrival; a check that could not run (offline) leaves the form,
  // whose submit answers the same.
  const deadOnArrival =
    linkCheck.error instanceof ApiRequestError && deadLinkCodes.has(linkCheck.error.code)
      ? { message: linkCheck.error.message, deadLink: true }
      : null;
  const dead = failure?.deadLink ? failure : deadOnArrival;
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { field } = useTextFields(form);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  const signedIn = async (info: UserInfoDto) => {
    useSession.getState().signIn(info);
    await navigate(pages.profile, { replace: true });
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ token, password });
      if ('twoFactorRequired' in answer) setChallenge(answer);
      else await signedIn(answer);
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : tError('internal'),
        deadLink: error instanceof ApiRequestError && deadLinkCodes.has(error.code),
      });
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('resetPassword.title')}</h1>
      <p className="mt-2 text-slate-400">{t('resetPassword.subtitle')}</p>
      {challenge ? (
        <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onBack={() => navigate(pages.login)} />
      ) : linkCheck.isLoading ? (
        <Spinner label={t('resetPassword.checking')} />
      ) : dead ? (
        <div className="mt-8 space-y-4" data-testid="reset-link-invalid">
          <ErrorAlert message={dead.message} />
          <Link
            to={pages.forgotPassword}
            className="inline-flex min-h-6 items-center font-medium text-brand-400 hover:underline"
          >
            {t('resetPassword.askAgain')}
          </Link>
        </div>
      ) : (
        <form className="mt-8 space-y-4" onSubmit={onSubmit} noValidate data-testid="reset-password-form">
          <TextFields
            bind={field}
            fields={[
              {
                name: 'password',
                label: t('resetPassword.password'),
                kind: 'newPassword',
                hint: t('resetPassword.passwordHint'),
              },
              { name: 'confirmPassword', label: t('resetPassword.confirmPassword'), kind: 'newPassword' },
            ]}
          />
          <FormSubmit
            failure={failure?.message}
            pending={reset.isPending}
            label={t('resetPassword.submit')}
            pendingLabel={t('resetPassword.submitting')}
          />
        </form>
      )}
    </section>
  );
}
