import type { SignInBody, SignInChallenge, UserInfoDto } from '@shop/contracts';
import { pages } from '@shop/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { saveAccountLanguage } from '@/shared/session/accountLanguage';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TextField } from '@/shared/ui/TextField';
import { useSignIn } from './api';
import { TwoFactorStep } from './components/TwoFactorStep';
import { redirectTarget, withRedirect } from './redirect';

/**
 * /login?redirect=…: e-mail and password, then the code step for a two-factor account; a signed-in visitor
 * goes straight to the target.
 */
export function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const { t: tSelf } = useTranslation('selfService');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // A refused sign-in marks both fields invalid and ties them to the message (the server never says which).
  const failureId = useId();
  const invalid = failure ? { 'aria-invalid': true, 'aria-describedby': failureId } : {};
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  // An admin who must enrol in two-factor sign-in goes to the back-office's enrolment whatever the target.
  const [destination, setDestination] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<SignInBody>({ defaultValues: { email: '', password: '' } });
  const rawRedirect = params.get('redirect');
  const target = redirectTarget(rawRedirect);

  if (user) return <Navigate to={destination ?? target} replace />;

  const signedIn = async (info: UserInfoDto, enrol = false) => {
    const to = enrol ? '/admin' : target;
    setDestination(to);
    useSession.getState().signIn(info);
    saveAccountLanguage();
    await navigate(to, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in answer) return setChallenge(answer);
      // The hint steers this navigation only; it is not part of the stored session.
      const { twoFactorEnrolmentRequired, ...info } = answer;
      await signedIn(info, twoFactorEnrolmentRequired);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('common:errors.generic'));
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('login.title')}</h1>
      <p className="mt-2 text-slate-400">{t('login.subtitle')}</p>
      {params.get('error') === 'session_mismatch' && (
        <p
          role="status"
          data-testid="session-mismatch"
          className="mt-6 rounded-lg border border-accent-500/40 bg-accent-500/10 px-4 py-3 text-accent-400"
        >
          {t('login.sessionMismatch')}
        </p>
      )}
      {params.get('account') === 'closed' && (
        <p
          role="status"
          data-testid="account-closed"
          className="mt-6 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
        >
          {tSelf('closeAccount.closed')}
        </p>
      )}
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(info) => signedIn(info)}
          onBack={() => setChallenge(null)}
        />
      ) : (
        <form className="mt-8 space-y-4" onSubmit={onSubmit} noValidate data-testid="login-form">
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            data-testid="login-email"
            {...invalid}
            {...register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            data-testid="login-password"
            {...invalid}
            {...register('password')}
          />
          <p className="text-right text-sm">
            <Link to={pages.forgotPassword} className="inline-block py-1 text-brand-400 hover:underline">
              {tSelf('forgotPassword.link')}
            </Link>
          </p>
          <div id={failureId}>{failure && <ErrorAlert message={failure} />}</div>
          <button
            type="submit"
            disabled={signIn.isPending}
            className={buttonClass({ size: 'lg', block: true })}
          >
            {signIn.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-slate-400">
        {t('login.noAccount')}{' '}
        <Link
          to={withRedirect('/register', rawRedirect)}
          className="font-medium text-brand-400 hover:underline"
        >
          {t('login.registerLink')}
        </Link>
      </p>
    </section>
  );
}
